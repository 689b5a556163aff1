import { CART_STORAGE_KEY } from '@shop/domain/cart/cart-storage';
import { describe, expect, it } from 'vitest';
import { CART_EMPTY_ATTRIBUTE, CART_SHELL_SCRIPT } from './cart-shell-script';

/** Runs the script against a stand-in page whose storage holds `stored`; returns the attributes set on `<html>`. */
function run(stored: string | null | Error): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === CART_STORAGE_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  new Function('localStorage', 'document', CART_SHELL_SCRIPT)(localStorage, document);
  return attributes;
}

describe('the cart page’s head script', () => {
  it('marks the page empty when the browser holds no cart, an empty one, or one it cannot read', () => {
    for (const stored of [null, '[]', '{"a":1}', 'not json', new Error('storage is off')]) {
      expect(run(stored), String(stored)).toEqual({ [CART_EMPTY_ATTRIBUTE]: '' });
    }
  });

  it('leaves a cart with items to the app', () => {
    expect(run('[{"local_id":"a"}]')).toEqual({});
  });
});
