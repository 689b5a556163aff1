import { areaAt } from '../../app/area';

export const caresArea = areaAt('cares', 'AS', [
  { path: 'cares', lazy: () => import('./cares-screen').then((m) => ({ Component: m.CaresScreen })) },
  {
    path: 'cares/:id',
    lazy: () => import('./care-detail-screen').then((m) => ({ Component: m.CareDetailScreen })),
  },
]);
