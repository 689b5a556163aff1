import { DOC_SLUG } from '@shop/domain/codes/doc-slug';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import * as t from '../schema';
import { LEGAL_DOCS } from './data/legal-docs';
import { seedMissingLegalDocs } from './seed-content';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('legal documents added to a database filled before them', () => {
  it('adds only the missing slugs, leaves the others as staff left them, and does it once', async () => {
    const { db } = database;
    const contract = LEGAL_DOCS.find((d) => d.slug === DOC_SLUG.CONTRACT)!;
    await db.insert(t.docs).values({
      type: contract.type,
      slug: contract.slug,
      title: '렌탈 계약 약관 (직원이 고친 판)',
      content: '<p>고친 내용</p>',
      state: 100,
    });

    expect(await seedMissingLegalDocs(db)).toBe(LEGAL_DOCS.length - 1);
    expect(await seedMissingLegalDocs(db)).toBe(0);

    const [care] = await db.select().from(t.docs).where(eq(t.docs.slug, DOC_SLUG.CARE));
    expect(care).toMatchObject({ type: DOC_TYPE.POLICY, title: 'A/S 정책', state: 100 });
    expect(care!.content).toContain('무상으로 수리합니다');
    const [kept] = await db.select().from(t.docs).where(eq(t.docs.slug, DOC_SLUG.CONTRACT));
    expect(kept!.title).toBe('렌탈 계약 약관 (직원이 고친 판)');
    // Its first version is written by the database, as for a document staff create.
    const versions = await db.select().from(t.docVersions).where(eq(t.docVersions.docId, care!.id));
    expect(versions.map((v) => v.version)).toEqual([1]);
  });
});
