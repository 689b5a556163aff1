import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import type { Db } from '../client';
import * as t from '../schema';
import { favSymbolFile, featdFile, IMAGE_SIZE, manualFile, quizFile } from './data/asset-files';
import { FEATDS } from './data/featured';
import { FEEDBACK_CATS } from './data/feedback';
import { FAQS, type ForumSeed, NOTICES } from './data/forums';
import { LEGAL_DOCS } from './data/legal-docs';
import { MANUALS } from './data/manuals';
import { FAV_CATS, FAV_SYMBOLS } from './data/quiz';
import type { CatalogIds } from './seed-catalog';
import { attRow, type Tx } from './seed-tx';

/** Featured groups, the quiz, forums, documents (terms, policies, manuals) and the cancel-reason survey. */
export async function seedContent(tx: Tx, ids: CatalogIds): Promise<void> {
  // A featured group's or a quiz result's products, in the order listed, as rows of its link table.
  const prodLinks = <Row>(
    owners: { id: number; prodSlugs: string[] }[],
    row: (ownerId: number, prodId: number, sort: number) => Row,
  ) => owners.flatMap((o) => o.prodSlugs.map((slug, i) => row(o.id, ids.prodId(slug), i + 1)));
  await tx
    .insert(t.featds)
    .values(
      FEATDS.map((f) => ({ id: f.id, title: f.title, content: f.content, state: STATE.ENABLE, sort: f.id })),
    );
  await tx.insert(t.featdables).values(
    prodLinks(FEATDS, (featdId, featdableId, sort) => ({
      featdId,
      featdableType: MORPH_TYPE.PROD,
      featdableId,
      sort,
    })),
  );

  // Quiz: symbols (1 is the default result) with their products and pictures, then questions and answers.
  await tx
    .insert(t.favSymbols)
    .values(FAV_SYMBOLS.map((s) => ({ id: s.id, title: s.title, content: s.content, sort: s.id })));
  await tx.insert(t.favables).values(
    prodLinks(FAV_SYMBOLS, (favSymbolId, favableId, sort) => ({
      favSymbolId,
      favableType: MORPH_TYPE.PROD,
      favableId,
      sort,
    })),
  );
  const atts = FAV_SYMBOLS.map((s) =>
    attRow(MORPH_TYPE.FAV_SYMBOL, s.id, 'favSymbol', favSymbolFile(s.image), ...IMAGE_SIZE.banner, 1),
  );
  for (const [i, cat] of FAV_CATS.entries()) {
    const [row] = await tx
      .insert(t.favCats)
      .values({ title: cat.title, typeLayout: cat.layout, state: STATE.ENABLE, sort: i + 1 })
      .returning({ id: t.favCats.id });
    const favs = await tx
      .insert(t.favs)
      .values(cat.favs.map((f, j) => ({ favCatId: row!.id, title: f.title, sort: j + 1 })))
      .returning({ id: t.favs.id });
    await tx.insert(t.favScores).values(
      cat.favs.flatMap((f, j) =>
        Object.entries(f.scores).map(([symbol, score]) => ({
          favId: favs[j]!.id,
          favSymbolId: Number(symbol),
          score: score ?? 0,
        })),
      ),
    );
    cat.favs.forEach((f, j) => {
      if (f.image)
        atts.push(attRow(MORPH_TYPE.FAV, favs[j]!.id, 'fav', quizFile(f.image), ...IMAGE_SIZE.quiz, 1));
    });
  }

  // Each list shown in its own order: FAQs and notices are sorted apart.
  const forumRows = (type: number, list: ForumSeed[]) =>
    list.map((f, i) => ({
      type,
      slug: f.slug ?? null,
      title: f.title,
      content: f.content,
      state: STATE.ENABLE,
      sort: i + 1,
      createdAt: new Date(f.createdAt),
    }));
  await tx
    .insert(t.forums)
    .values([...forumRows(FORUM_TYPE.FAQ, FAQS), ...forumRows(FORUM_TYPE.NOTICE, NOTICES)]);

  const documentsDate = new Date('2026-01-05T00:00:00Z');
  await tx
    .insert(t.docs)
    .values(legalDocRows().map((row) => ({ ...row, createdAt: documentsDate, updatedAt: documentsDate })));
  const manualRows = await tx
    .insert(t.docs)
    .values(
      MANUALS.map((m, i) => {
        const product = ids.product(m.productSlug);
        if (!product) throw new Error(`seed data: manual for unknown product ${m.productSlug}`);
        return {
          type: DOC_TYPE.PROD_MANUAL,
          slug: m.slug,
          title: `${product.model} ${m.title} (${m.version})`,
          content: `<p>${product.title}의 ${m.title}입니다. 구성품, 설치 방법, 사용 방법, 안전 주의사항과 제품 사양을 담고 있습니다.</p>`,
          state: STATE.ENABLE,
          docableType: MORPH_TYPE.PROD,
          docableId: ids.prodId(m.productSlug),
          sort: i + 1,
          createdAt: documentsDate,
          updatedAt: documentsDate,
        };
      }),
    )
    .returning({ id: t.docs.id });
  MANUALS.forEach((m, i) => {
    const product = ids.product(m.productSlug)!;
    const name = `${product.title} ${m.title}.pdf`;
    atts.push(attRow(MORPH_TYPE.DOC, manualRows[i]!.id, 'doc', manualFile(m.slug), null, null, 1, name));
  });
  for (const f of FEATDS) {
    const [w, h] = IMAGE_SIZE.banner;
    atts.push(attRow(MORPH_TYPE.FEATD, f.id, 'featd', featdFile(f.image), w, h, 1));
  }
  await tx.insert(t.atts).values(atts);

  for (const cat of FEEDBACK_CATS) {
    await tx.insert(t.feedbackCats).values({ id: cat.id, title: cat.title });
    await tx
      .insert(t.feedbacks)
      .values(cat.feedbacks.map((title, i) => ({ feedbackCatId: cat.id, title, sort: i + 1 })));
  }
}

/**
 * A database filled before a legal document joined the demo data (the A/S policy, issue 12) gets it on the
 * next start: each slug of LEGAL_DOCS that is not there yet is added; documents that are there stay as
 * staff left them. Returns how many were added.
 */
export async function seedMissingLegalDocs(db: Db | Tx): Promise<number> {
  const added = await db
    .insert(t.docs)
    .values(legalDocRows())
    .onConflictDoNothing({ target: t.docs.slug })
    .returning({ id: t.docs.id });
  return added.length;
}

/** The terms and policies as `docs` rows, published, in the order of LEGAL_DOCS. */
const legalDocRows = () =>
  LEGAL_DOCS.map((d, i) => ({
    type: d.type,
    slug: d.slug,
    title: d.title,
    content: d.content,
    state: STATE.ENABLE,
    sort: i + 1,
  }));
