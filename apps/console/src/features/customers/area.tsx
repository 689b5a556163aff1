import { areaAt } from '../../app/area';

export const customersArea = areaAt('customers', '고객', [
  {
    path: 'customers',
    lazy: () => import('./customers-screen').then((m) => ({ Component: m.CustomersScreen })),
  },
  {
    path: 'customers/:id',
    lazy: () => import('./customer-detail-screen').then((m) => ({ Component: m.CustomerDetailScreen })),
  },
]);
