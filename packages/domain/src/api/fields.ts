import { z } from 'zod';

/** The field schemas every answer is written with, given one home (each answer's file once had its own). */

/** A whole number as the answers carry it: an id, a code (state, type), a count, an order or an amount in won. */
export const int = z.number().int();

/** A moment as the answers carry it: ISO 8601 text in UTC (`toISOString`), shown in Seoul time by the screens. */
export const iso = z.string();
