import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fk, id, morph, options, sort, state, timestamps, title } from './columns';
import { users } from './users';

/** Featured groups of the home screen and the entries in them (featdable_type is a morph type id). */
export const featds = pgTable(
  'featds',
  {
    id: id(),
    title: title(),
    content: text('content').notNull().default(''),
    state: state(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [index('featds_state_idx').on(t.state, t.sort)],
);

export const featdables = pgTable(
  'featdables',
  {
    id: id(),
    featdId: fk('featd_id', () => featds.id, 'cascade'),
    ...morph('featdable'),
    sort: sort(),
  },
  (t) => [index('featdables_featd_idx').on(t.featdId, t.sort)],
);

/** Quiz questions (fav cats), their answers (favs) and result symbols. */
export const favCats = pgTable(
  'fav_cats',
  {
    id: id(),
    title: title(),
    typeLayout: integer('type_layout').notNull(),
    state: state(),
    sort: sort(),
  },
  (t) => [index('fav_cats_state_idx').on(t.state, t.sort)],
);

export const favSymbols = pgTable('fav_symbols', {
  id: id(),
  title: title(),
  /** Intro and body separated by a slash. */
  content: text('content').notNull(),
  sort: sort(),
});

export const favs = pgTable(
  'favs',
  {
    id: id(),
    favCatId: fk('fav_cat_id', () => favCats.id, 'cascade'),
    title: title(),
    sort: sort(),
  },
  (t) => [index('favs_cat_idx').on(t.favCatId, t.sort)],
);

/** How much an answer counts toward a result symbol; the quiz result is the symbol with the highest sum. */
export const favScores = pgTable(
  'fav_scores',
  {
    id: id(),
    favId: fk('fav_id', () => favs.id, 'cascade'),
    favSymbolId: fk('fav_symbol_id', () => favSymbols.id, 'cascade'),
    score: integer('score').notNull(),
  },
  (t) => [uniqueIndex('fav_scores_uniq').on(t.favId, t.favSymbolId)],
);

/** Products recommended by a result symbol (favable_type is a morph type id). */
export const favables = pgTable(
  'favables',
  {
    id: id(),
    favSymbolId: fk('fav_symbol_id', () => favSymbols.id, 'cascade'),
    ...morph('favable'),
    sort: sort(),
  },
  (t) => [index('favables_symbol_idx').on(t.favSymbolId, t.sort)],
);

/** A customer's saved quiz result with the answers given. */
export const favUsers = pgTable(
  'fav_users',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    favSymbolId: fk('fav_symbol_id', () => favSymbols.id),
    items: jsonb('items').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fav_users_user_idx').on(t.userId, t.createdAt)],
);

/** FAQ (100) and notices (200). */
export const forums = pgTable(
  'forums',
  {
    id: id(),
    type: integer('type').notNull(),
    slug: text('slug'),
    title: title(),
    content: text('content').notNull(),
    state: state(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [
    // Notices newest first; FAQ in its own order.
    index('forums_type_idx').on(t.type, t.state, t.createdAt),
    index('forums_type_sort_idx').on(t.type, t.state, t.sort),
    uniqueIndex('forums_slug_uniq').on(t.slug),
  ],
);

/** Terms, policies, information pages and product manuals (docable is the product for manuals). */
export const docs = pgTable(
  'docs',
  {
    id: id(),
    type: integer('type').notNull(),
    slug: text('slug'),
    title: title(),
    content: text('content').notNull().default(''),
    state: state(),
    docableType: integer('docable_type'),
    docableId: integer('docable_id'),
    sort: sort(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('docs_slug_uniq').on(t.slug),
    index('docs_type_idx').on(t.type, t.state, t.sort),
    index('docs_state_idx').on(t.state, t.sort),
    index('docs_docable_idx').on(t.docableType, t.docableId),
  ],
);

/** Every published text of a document; `docs` holds the current one, consents point at the version. */
export const docVersions = pgTable(
  'doc_versions',
  {
    id: id(),
    docId: fk('doc_id', () => docs.id),
    version: integer('version').notNull(),
    title: title(),
    content: text('content').notNull(),
    staffId: integer('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('doc_versions_doc_version_uniq').on(t.docId, t.version)],
);

/** Who agreed to which document, for what (confirmable_type: subsc, user or care morph ids). */
export const docConfirmables = pgTable(
  'doc_confirmables',
  {
    id: id(),
    docId: fk('doc_id', () => docs.id),
    /** The exact version of the document the customer agreed to (the one published at that moment). */
    docVersionId: integer('doc_version_id').references(() => docVersions.id),
    state: state(),
    ...morph('confirmable'),
    type: integer('type').notNull(),
    userId: integer('user_id').references(() => users.id),
    options: options<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('doc_confirmables_target_idx').on(t.confirmableType, t.confirmableId),
    index('doc_confirmables_user_idx').on(t.userId),
  ],
);

/** Reason surveys (feedback category 1 is the cancel reason survey). */
export const feedbackCats = pgTable('feedback_cats', {
  id: id(),
  title: title(),
});

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    feedbackCatId: fk('feedback_cat_id', () => feedbackCats.id, 'cascade'),
    title: title(),
    sort: sort(),
  },
  (t) => [index('feedbacks_cat_idx').on(t.feedbackCatId, t.sort)],
);

export const feedbackUsers = pgTable(
  'feedback_users',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    feedbackId: fk('feedback_id', () => feedbacks.id),
    feedbackCatId: fk('feedback_cat_id', () => feedbackCats.id),
    feedbackableType: integer('feedbackable_type'),
    feedbackableId: integer('feedbackable_id'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_users_user_idx').on(t.userId)],
);
