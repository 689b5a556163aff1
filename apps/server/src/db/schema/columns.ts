import { integer, jsonb, serial, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table shares: a serial id and UTC timestamps. */
export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money is integer won. */
export const won = (name: string) => integer(name).notNull().default(0);
export const options = <T>() =>
  jsonb('options')
    .$type<T>()
    .notNull()
    .default({} as T);
