/** The 소리담 wordmark: a record disc and the name (laid out by the parent's flex gap). index.html draws it too. */
export function Logo({ wordClassName }: { wordClassName?: string }) {
  return (
    <>
      <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="10" fill="currentColor" />
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="#fff" strokeOpacity="0.35" />
        <circle cx="11" cy="11" r="3" fill="#d9964a" />
        <circle cx="11" cy="11" r="0.9" fill="#fff" />
      </svg>
      <span className={wordClassName}>소리담</span>
    </>
  );
}
