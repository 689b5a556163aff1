import {
  FAV_INIT_COOKIE,
  FAV_INIT_MARKER,
  favInitCookieText,
  NOT_FIRST_VISIT_ATTRIBUTE,
} from '@shop/domain/codes/fav-init';

/** The quiz intro's path under the app's base: where a first visit to home is sent (storefront 2.8). */
export const QUIZ_INTRO_PATH = '/favCats/intro';

/**
 * The head script of home for a visitor without the first-visit cookie, whose page is the quiz intro
 * rendered (decision 030), allowed by its hash. It decides, before the first paint, as home's loader
 * (apps/web/src/features/featured/first-visit.ts) would:
 * - no marker in the browser and no stored sign-in (`access_token`, the app's AUTH_KEYS, in either storage):
 *   a first visit. The marker and the cookie are set, and the address becomes the intro's, which the page shows;
 * - otherwise (the marker is there, a customer is signed in, or the storage refuses): the marker and cookie are
 *   set as the app would, the intro is hidden, and the page is asked for again; with the cookie, the server
 *   sends home. Where cookies are refused too, nothing is asked again: the app draws home itself, since the
 *   page was rendered for another address (main.tsx).
 * A stored sign-in whose token has expired counts as signed in here, where the app would count it signed out:
 * such a visitor gets home, not the intro.
 */
export function firstVisitScript(spaBase: string): string {
  const base = spaBase.replace(/\/$/, '');
  return (
    '(function(){var d=document,first=false;' +
    `try{var l=localStorage;if(l.getItem("${FAV_INIT_MARKER}")===null){` +
    `l.setItem("${FAV_INIT_MARKER}",new Date().toISOString());` +
    'first=l.getItem("access_token")===null&&sessionStorage.getItem("access_token")===null}}catch(e){}' +
    `try{d.cookie=${JSON.stringify(favInitCookieText(base))}}catch(e){}` +
    `if(first){history.replaceState(null,"",${JSON.stringify(base + QUIZ_INTRO_PATH)});return}` +
    `d.documentElement.setAttribute("${NOT_FIRST_VISIT_ATTRIBUTE}","");` +
    `if(d.cookie.indexOf("${FAV_INIT_COOKIE}=")>=0)location.replace(location.href)})()`
  );
}
