import { CART_STORAGE_KEY } from '@shop/domain/cart/cart-storage';

/**
 * The attribute the cart page's head script puts on `<html>` when the browser's cart is empty; the cart
 * shell's stylesheet (apps/web/src/features/cart/screen/cart.module.css) shows the empty cart under it.
 */
export const CART_EMPTY_ATTRIBUTE = 'data-cart-empty';

/**
 * The rendered cart's one inline script (allowed by its hash), run in the head before the shell is painted.
 * The server cannot know the browser's cart (decision 028). So this reads it as the app does (missing,
 * unreadable or not a list: empty), and an empty cart is painted as empty at once, not as grey stand-ins
 * that wait for the app's code (decision 030). A cart with items keeps the stand-ins until the app draws it.
 */
export const CART_SHELL_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)}));` +
  'if(!Array.isArray(c)||c.length===0)throw 0}' +
  `catch(e){document.documentElement.setAttribute("${CART_EMPTY_ATTRIBUTE}","")}`;
