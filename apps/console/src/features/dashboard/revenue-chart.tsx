import { compactWon, won } from '../../shared/format';

/**
 * Bars of the last 12 months' revenue, each with its amount over it (rounded; the exact figure is the bar's
 * tooltip), and every figure written out for screen readers and print.
 */
export function RevenueChart({ months }: { months: { month: string; amount: number }[] }) {
  const max = Math.max(1, ...months.map((m) => m.amount));
  const width = 720;
  const height = 220;
  const bar = width / months.length;
  // Room over the tallest bar for its amount.
  const top = 22;
  return (
    <figure className="card chart">
      <svg viewBox={`0 0 ${width} ${top + height + 40}`} role="img" aria-label="월별 매출 막대그래프">
        {months.map((m, i) => {
          const h = Math.round((Math.max(0, m.amount) / max) * height);
          return (
            <g key={m.month}>
              <title>{`${m.month} ${won(m.amount)}`}</title>
              <rect
                x={i * bar + 8}
                y={top + height - h}
                width={bar - 16}
                height={h}
                rx={3}
                fill="var(--brand)"
              />
              <text
                x={i * bar + bar / 2}
                y={top + height - h - 6}
                textAnchor="middle"
                fontSize="12"
                fill="var(--ink)"
              >
                {compactWon(m.amount)}
              </text>
              <text
                x={i * bar + bar / 2}
                y={top + height + 18}
                textAnchor="middle"
                fontSize="12"
                fill="var(--muted)"
              >
                {m.month.slice(2).replace('-', '.')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        {months.map((m) => `${m.month}: ${won(m.amount)}`).join(', ')}
      </figcaption>
    </figure>
  );
}
