type Props = {
  /** The error line, in the screen's words ('공지사항을 불러오지 못했습니다.'). */
  text: string;
  onRetry: () => unknown;
  /** The screen's own classes: the block and its 다시 시도 button. */
  classes: { state: string | undefined; retry: string | undefined };
};

/** A read that failed: its line and 다시 시도, which asks again. */
export function RetryAlert({ text, onRetry, classes }: Props) {
  return (
    <div className={classes.state} role="alert">
      <p>{text}</p>
      <button type="button" className={classes.retry} onClick={() => void onRetry()}>
        다시 시도
      </button>
    </div>
  );
}
