import { FAV_CAT_LAYOUT, type FavCatLayout } from '@shop/domain/codes/fav-cat-layout';
import quiz from './quiz.json';

/**
 * The taste quiz: questions (fav cats) in text or image layout, answers (favs) that score toward result
 * symbols, and the symbols with their recommended products. Symbol 1 is the default result. The quiz is
 * data (quiz.json); a question names its layout by the code's key (TEXT, IMAGE).
 */
type SymbolId = 1 | 2 | 3 | 4;
export type FavSeed = { title: string; image?: number; scores: Partial<Record<SymbolId, number>> };
export type FavCatSeed = { title: string; layout: FavCatLayout; favs: FavSeed[] };
export type FavSymbolSeed = {
  id: SymbolId;
  title: string;
  content: string;
  image: number;
  prodSlugs: string[];
};

const symbolIds = new Set<number>([1, 2, 3, 4]);
const isSymbolId = (id: number): id is SymbolId => symbolIds.has(id);

function symbolId(id: number | string): SymbolId {
  const n = Number(id);
  if (!isSymbolId(n)) throw new Error(`quiz.json: no result symbol ${id}`);
  return n;
}

function layout(name: string): FavCatLayout {
  if (!Object.hasOwn(FAV_CAT_LAYOUT, name)) throw new Error(`quiz.json: no layout ${name}`);
  return FAV_CAT_LAYOUT[name as keyof typeof FAV_CAT_LAYOUT];
}

export const FAV_SYMBOLS: FavSymbolSeed[] = quiz.symbols.map((s) => ({ ...s, id: symbolId(s.id) }));

export const FAV_CATS: FavCatSeed[] = quiz.questions.map((q) => ({
  title: q.title,
  layout: layout(q.layout),
  favs: q.favs.map((f) => ({
    ...f,
    scores: Object.fromEntries(Object.entries(f.scores).map(([id, score]) => [symbolId(id), score])),
  })),
}));
