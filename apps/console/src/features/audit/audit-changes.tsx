import type { AuditRow } from '@shop/domain/api/admin/staff';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** One entry's before and after, field by field; changed fields first and marked. */
export function AuditChanges({ row }: { row: AuditRow }) {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = (key: string) => show(before[key]) !== show(after[key]);
  keys.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  return (
    <section className="card" aria-label="변경 내용">
      <h2 style={{ marginTop: 0 }}>
        {row.action} · {row.target_type} #{row.target_id}
      </h2>
      {keys.length === 0 ? (
        <p className="state">기록된 값이 없습니다.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>항목</th>
              <th>이전</th>
              <th>이후</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key} className={changed(key) ? 'changed' : undefined}>
                <td>{key}</td>
                <td>{show(before[key])}</td>
                <td>{show(after[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
