import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ko } from 'date-fns/locale';

const SEOUL = 'Asia/Seoul';

/** Integer won with thousands separators: 12,900원. */
export const won = (amount: number | null | undefined) =>
  amount == null ? '-' : `${amount.toLocaleString('ko-KR')}원`;

const compact = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 });

/** An amount short enough to stand over a chart's bar: 36.3만원, 1.2억원. */
export const compactWon = (amount: number) => `${compact.format(amount)}원`;

/** A moment in Seoul time, the way staff read it: 2026.11.23 14:05. */
export const dateTime = (iso: string | null | undefined) =>
  iso ? format(new TZDate(iso, SEOUL), 'yyyy.MM.dd HH:mm', { locale: ko }) : '-';

export const date = (iso: string | null | undefined) =>
  iso ? format(new TZDate(iso, SEOUL), 'yyyy.MM.dd', { locale: ko }) : '-';

/** The Seoul calendar day of a moment as yyyy-MM-dd (so days compare as text). */
export const seoulDayOf = (at: Date | string) =>
  format(new TZDate(new Date(at).getTime(), SEOUL), 'yyyy-MM-dd');

/** Today's date in Seoul as yyyy-MM-dd, for date inputs. */
export const seoulToday = () => seoulDayOf(new Date());

/** What a done staff move says: the move by its button's label (many end in 완료 already), then the new state. */
export const moveDoneMessage = (moveLabel: string | undefined, stateLabel: string) =>
  `${moveLabel ?? '요청'} 처리했습니다. 현재 상태 ${stateLabel}`;
