import { areaAt } from '../../app/area';
import { CustomerDetailScreen } from './customer-detail-screen';
import { CustomersScreen } from './customers-screen';

export const customersArea = areaAt('customers', '고객', [
  { path: 'customers', element: <CustomersScreen /> },
  { path: 'customers/:id', element: <CustomerDetailScreen /> },
]);
