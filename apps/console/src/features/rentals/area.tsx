import { areaAt } from '../../app/area';
import { RentalDetailScreen } from './rental-detail-screen';
import { RentalsScreen } from './rentals-screen';

export const rentalsArea = areaAt('rentals', '렌탈·주문', [
  { path: 'rentals', element: <RentalsScreen /> },
  { path: 'rentals/:id', element: <RentalDetailScreen /> },
]);
