import { STATE } from '@shop/domain/codes/generic-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';

/** How the catalogue's codes read in the console. */
export const visibilityLabel = (state: number) => (state === STATE.ENABLE ? '노출' : '숨김');
export const provideLabel = (state: number) => (state === STATE_PROVIDE.DISCONTINUED ? '단종' : '판매중');
export const typeConnLabel = (typeConn: number) => (typeConn === TYPE_CONN.PACKAGE ? '패키지' : '단품');

/** The storefront's page of a product, opened from the console to check a change. */
export const storefrontProdUrl = (id: number) => `/customer_v2/prods/${id}`;
