import { areaAt } from '../../app/area';
import { CareDetailScreen } from './care-detail-screen';
import { CaresScreen } from './cares-screen';

export const caresArea = areaAt('cares', 'AS', [
  { path: 'cares', element: <CaresScreen /> },
  { path: 'cares/:id', element: <CareDetailScreen /> },
]);
