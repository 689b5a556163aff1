import { areaAt } from '../../app/area';

export const rentalsArea = areaAt('rentals', '렌탈·주문', [
  { path: 'rentals', lazy: () => import('./rentals-screen').then((m) => ({ Component: m.RentalsScreen })) },
  {
    path: 'rentals/:id',
    lazy: () => import('./rental-detail-screen').then((m) => ({ Component: m.RentalDetailScreen })),
  },
]);
