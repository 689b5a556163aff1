import { areaAt } from '../../app/area';

export const contentArea = areaAt('content', '콘텐츠', [
  { path: 'content', lazy: () => import('./forums-screen').then((m) => ({ Component: m.ForumsScreen })) },
  { path: 'content/docs', lazy: () => import('./docs-screen').then((m) => ({ Component: m.DocsScreen })) },
  { path: 'content/docs/:id', lazy: () => import('./docs-screen').then((m) => ({ Component: m.DocScreen })) },
  {
    path: 'content/manuals',
    lazy: () => import('./manuals-screen').then((m) => ({ Component: m.ManualsScreen })),
  },
  {
    path: 'content/promotions',
    lazy: () => import('./promotion-screen').then((m) => ({ Component: m.PromotionScreen })),
  },
]);
