import type { AdminProd, AdminProdCreate } from '@shop/domain/api/admin/catalogue';
import { send } from '../../../shared/api';
import { useProdWrite } from './prod-write';

/** POST /catalogue/prods: a new product, hidden until it is priced and shown. */
export const createProd = (body: AdminProdCreate) => send<AdminProd>('POST', '/catalogue/prods', body);

export const useCreateProd = () => useProdWrite(createProd);
