import { z } from 'zod';
import { itemEnvelope, listEnvelope } from './envelope';
import { paginationQuery } from './pagination';
import { rowIdParams } from './row-id-params';

/*
 * The schemas most routes are made of, each named by what the route is about. A route's options take one
 * whole (`options(oneRowSchema(…))`); the zod type provider types the handler's request from it.
 */

/** What most routes answer: one item in the envelope. */
const itemAnswer = <Answer extends z.ZodType>(answer: Answer) => ({ 200: itemEnvelope(answer) });

/** A page of rows: the query that filters and pages them, and a row of the list envelope. */
export const listSchema = <Query extends z.ZodType, Row extends z.ZodType>(querystring: Query, row: Row) => ({
  querystring,
  response: { 200: listEnvelope(row) },
});

/** A page of rows the contract's paging query (`page`, `per_page`) and `filters` choose. */
export const pagedListSchema = <Filters extends z.ZodRawShape, Row extends z.ZodType>(
  filters: z.ZodObject<Filters>,
  row: Row,
) => listSchema(paginationQuery.extend(filters.shape), row);

/** A read the query says what of, answered with one item. */
export const querySchema = <Query extends z.ZodType, Answer extends z.ZodType>(
  querystring: Query,
  answer: Answer,
) => ({
  querystring,
  response: itemAnswer(answer),
});

/** Every row of a short table (no paging), answered as one item. */
export const allRowsSchema = <Row extends z.ZodType>(row: Row) => ({ response: itemAnswer(z.array(row)) });

/** A route about one row, `/…/:id`, answered with one item. */
export const oneRowSchema = <Answer extends z.ZodType>(answer: Answer) => ({
  params: rowIdParams,
  response: itemAnswer(answer),
});

/** A write to one row, `/…/:id`, with a body, answered with one item. */
export const oneRowWriteSchema = <Body extends z.ZodType, Answer extends z.ZodType>(
  body: Body,
  answer: Answer,
) => ({
  params: rowIdParams,
  body,
  response: itemAnswer(answer),
});

/** A write that makes something new, with a body, answered 201 with what it made. */
export const createSchema = <Body extends z.ZodType, Answer extends z.ZodType>(
  body: Body,
  answer: Answer,
) => ({
  body,
  response: { 201: itemEnvelope(answer) },
});

/** A write whose path names no row (a new row, a message sent), with a body, answered with one item. */
export const writeSchema = <Body extends z.ZodType, Answer extends z.ZodType>(
  body: Body,
  answer: Answer,
) => ({
  body,
  response: itemAnswer(answer),
});
