import type { ConsoleArea } from '../../app/area';
import { RentalDetailScreen } from './rental-detail-screen';
import { RentalsScreen } from './rentals-screen';

export const rentalsArea: ConsoleArea = {
  label: '렌탈·주문',
  path: '/rentals',
  permission: 'rentals',
  routes: [
    { path: 'rentals', element: <RentalsScreen /> },
    { path: 'rentals/:id', element: <RentalDetailScreen /> },
  ],
};
