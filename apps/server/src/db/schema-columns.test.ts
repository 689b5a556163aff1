// Beside schema/ rather than in it: drizzle-kit reads every .ts file of schema/ as a table module.

import { getTableConfig, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { fk, id, morph, timestamps } from './schema/columns';

const parents = pgTable('parents', { id: id() });
const children = pgTable('children', {
  id: id(),
  parentId: fk('parent_id', () => parents.id, 'cascade'),
  otherId: fk('other_id', () => parents.id),
  ...morph('taggable'),
  ...timestamps(),
});

describe('shared columns', () => {
  const config = getTableConfig(children);
  const column = (name: string) => config.columns.find((c) => c.name === name);

  it('morph gives the type and id columns, both required, under the camel keys', () => {
    expect(children.taggableType.name).toBe('taggable_type');
    expect(children.taggableId.name).toBe('taggable_id');
    expect(column('taggable_type')?.notNull).toBe(true);
    expect(column('taggable_id')?.notNull).toBe(true);
  });

  it('fk is a required integer referencing the target, cascading only when asked', () => {
    expect(column('parent_id')?.notNull).toBe(true);
    const actions = config.foreignKeys.map((k) => [k.reference().columns[0]?.name, k.onDelete]);
    expect(actions).toEqual([
      ['parent_id', 'cascade'],
      ['other_id', 'no action'],
    ]);
  });

  it('timestamps gives created_at and updated_at in that order, defaulting to now', () => {
    expect(config.columns.map((c) => c.name).slice(-2)).toEqual(['created_at', 'updated_at']);
    expect(column('updated_at')?.hasDefault).toBe(true);
  });
});
