import type { ConsoleArea } from '../../app/area';
import { CareDetailScreen } from './care-detail-screen';
import { CaresScreen } from './cares-screen';

export const caresArea: ConsoleArea = {
  label: 'AS',
  path: '/cares',
  permission: 'cares',
  routes: [
    { path: 'cares', element: <CaresScreen /> },
    { path: 'cares/:id', element: <CareDetailScreen /> },
  ],
};
