/** A row of filter tabs over a list; the chosen one is `current`, each choice goes to `onChoose`. */
export function TabBar<K extends string | number>({
  label,
  tabs,
  current,
  onChoose,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  onChoose: (key: K) => void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={current === tab.key}
          className={current === tab.key ? 'tab tab--on' : 'tab'}
          onClick={() => onChoose(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
