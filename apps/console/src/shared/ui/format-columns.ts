import { date, dateTime, won } from '../format';
import type { Column } from './data-table';

/** A column of sums shown in won (12,900원, - for none), right-aligned; sorting and the CSV take the number. */
export const wonColumn = <T>(key: string, header: string, amount: (row: T) => number | null): Column<T> => ({
  key,
  header,
  value: amount,
  render: (row) => won(amount(row)),
  align: 'end',
});

/** A column of days in Seoul time (2026.11.23, - for none); sorting and the CSV take the ISO moment. */
export const dateColumn = <T>(key: string, header: string, at: (row: T) => string | null): Column<T> => ({
  key,
  header,
  value: at,
  render: (row) => date(at(row)),
});

/** A column of moments in Seoul time (2026.11.23 14:05, - for none); sorting and the CSV take the ISO moment. */
export const dateTimeColumn = <T>(key: string, header: string, at: (row: T) => string | null): Column<T> => ({
  key,
  header,
  value: at,
  render: (row) => dateTime(at(row)),
});
