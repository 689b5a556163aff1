import { areaAt } from '../../app/area';

/** Categories, makers or tags: one screen, loaded with its configurations when first opened. */
const taxonomy = (kind: 'cats' | 'makers' | 'tags') => async () => {
  const [{ TaxonomyScreen }, configs] = await Promise.all([
    import('./taxonomy/taxonomy-screen'),
    import('./taxonomy/taxonomy-configs'),
  ]);
  const screens = {
    cats: <TaxonomyScreen key="cats" config={configs.catsConfig} />,
    makers: <TaxonomyScreen key="makers" config={configs.makersConfig} />,
    tags: <TaxonomyScreen key="tags" config={configs.tagsConfig} />,
  };
  return { element: screens[kind] };
};

/**
 * The catalogue (관리자 and 콘텐츠): products with their fees, stock, pictures, parts and add-ons; categories,
 * makers, tags; the home screen's featured groups.
 */
export const catalogueArea = areaAt('catalogue', '상품', [
  {
    path: 'catalogue',
    lazy: () => import('./prods/prod-list-screen').then((m) => ({ Component: m.ProdListScreen })),
  },
  {
    path: 'catalogue/prods/:id',
    lazy: () => import('./prod/prod-edit-screen').then((m) => ({ Component: m.ProdEditScreen })),
  },
  { path: 'catalogue/cats', lazy: taxonomy('cats') },
  { path: 'catalogue/makers', lazy: taxonomy('makers') },
  { path: 'catalogue/tags', lazy: taxonomy('tags') },
  {
    path: 'catalogue/featds',
    lazy: () => import('./featds/featds-screen').then((m) => ({ Component: m.FeatdsScreen })),
  },
  {
    path: 'catalogue/quiz',
    lazy: () => import('./quiz/quiz-results-screen').then((m) => ({ Component: m.QuizResultsScreen })),
  },
]);
