import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from './cart-storage';

describe('the cart’s storage key', () => {
  it('stays the key carts were stored under, so a returning visitor’s cart is still found', () => {
    expect(CART_STORAGE_KEY).toBe('cartStoreItems');
  });
});
