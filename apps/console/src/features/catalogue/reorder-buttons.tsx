/** An ordered list's item moved `by` places (-1 earlier, 1 later): a new list, the old one untouched. */
export function movedItem<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

type Way = { word: string; arrow: string };

/** The two small buttons that move the item at `index` (named `name`) one place earlier or later. */
export function ReorderButtons({
  name,
  index,
  count,
  earlier,
  later,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  earlier: Way;
  later: Way;
  onMove: (by: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-label={`${name} ${earlier.word}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        {earlier.arrow}
      </button>
      <button
        type="button"
        className="button button--small"
        aria-label={`${name} ${later.word}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        {later.arrow}
      </button>
    </>
  );
}
