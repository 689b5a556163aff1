import type { ConsoleArea } from '../../app/area';
import { CustomerDetailScreen } from './customer-detail-screen';
import { CustomersScreen } from './customers-screen';

export const customersArea: ConsoleArea = {
  label: '고객',
  path: '/customers',
  permission: 'customers',
  routes: [
    { path: 'customers', element: <CustomersScreen /> },
    { path: 'customers/:id', element: <CustomerDetailScreen /> },
  ],
};
