import type { ReactNode } from 'react';

/** A select's options for a set of codes (states, roles, filters): the code is the value, `label` its words. */
export function CodeOptions<Code extends string | number>({
  codes,
  label,
}: {
  codes: readonly Code[];
  label: (code: Code) => ReactNode;
}) {
  return (
    <>
      {codes.map((code) => (
        <option key={code} value={code}>
          {label(code)}
        </option>
      ))}
    </>
  );
}

/**
 * A select's options for rows read from the server (categories, makers, colours, products): the row's id is
 * the value, its title (or `label`) the words; none while the rows are still being read.
 */
export function RowOptions<Row extends { id: number; title: string }>({
  rows,
  label = (row) => row.title,
}: {
  rows: readonly Row[] | undefined;
  label?: (row: Row) => ReactNode;
}) {
  return (
    <>
      {rows?.map((row) => (
        <option key={row.id} value={row.id}>
          {label(row)}
        </option>
      ))}
    </>
  );
}
