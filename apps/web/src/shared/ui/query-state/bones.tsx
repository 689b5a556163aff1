type Props = {
  /** How many placeholder rows stand in for the answer. */
  count: number;
  className: string | undefined;
  boneClassName: string | undefined;
};

/** A loading skeleton: a busy block of `count` grey placeholder rows. */
export function Bones({ count, className, boneClassName }: Props) {
  return (
    <div aria-busy="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        // The rows are interchangeable and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={boneClassName} />
      ))}
    </div>
  );
}
