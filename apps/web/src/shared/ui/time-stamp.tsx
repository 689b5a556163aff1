import { formatDate, formatDateTime } from '@shop/domain/format/date';

type Props = {
  /** The stored moment (an ISO string from the API). */
  at: string;
  /** With the hour and minute (`formatDateTime`), not the day alone (`formatDate`). */
  withTime?: boolean;
  className?: string;
};

/** A moment as the screens write it, in a `<time>` that keeps the stored value for machines. */
export function TimeStamp({ at, withTime = false, className }: Props) {
  return (
    <time className={className} dateTime={at}>
      {withTime ? formatDateTime(at) : formatDate(at)}
    </time>
  );
}
