import { type AnyPgColumn, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table shares: a serial id and UTC timestamps. */
export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Both timestamps, spread into a table that records its last change: `...timestamps()`. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money is integer won. */
export const won = (name: string) => integer(name).notNull().default(0);
export const options = <T>() =>
  jsonb('options')
    .$type<T>()
    .notNull()
    .default({} as T);
/** A row's code-table state (the documents' numbers). */
export const state = () => integer('state').notNull();
/** Display order within a list, ascending. */
export const sort = () => integer('sort').notNull().default(0);
export const title = () => text('title').notNull();
/** A required reference to another table's row; `onDelete` only where the row goes with its parent. */
export const fk = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
const requiredInteger = (name: string) => integer(name).notNull();

/**
 * The two columns of a morph reference (`<prefix>_type`, a morph type id, and `<prefix>_id`), spread into a
 * table: `...morph('taggable')`. The prefix is one lower-case word, the same in the column and the key.
 */
export const morph = <P extends string>(prefix: P) => {
  const columns: Record<string, ReturnType<typeof requiredInteger>> = {
    [`${prefix}Type`]: requiredInteger(`${prefix}_type`),
    [`${prefix}Id`]: requiredInteger(`${prefix}_id`),
  };
  return columns as Record<`${P}Type` | `${P}Id`, ReturnType<typeof requiredInteger>>;
};
