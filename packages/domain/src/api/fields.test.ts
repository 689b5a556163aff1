import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int, morphFields } from './fields';

describe('morphFields', () => {
  it('links a record by its morph type and id, the type first as the tables answer them', () => {
    const link = z.object(morphFields('favable'));
    expect(Object.keys(link.shape)).toEqual(['favable_type', 'favable_id']);
    expect(link.parse({ favable_type: 800, favable_id: 3 })).toEqual({ favable_type: 800, favable_id: 3 });
    expect(link.safeParse({ favable_type: 800, favable_id: 1.5 }).success).toBe(false);
  });

  it('takes the id schema of a link that may be absent', () => {
    const absent = { docable_type: null, docable_id: null };
    expect(z.object(morphFields('docable', int.nullable())).parse(absent)).toEqual(absent);
    expect(z.object(morphFields('docable')).safeParse(absent).success).toBe(false);
  });
});
