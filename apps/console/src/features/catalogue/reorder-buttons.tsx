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
