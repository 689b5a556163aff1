import type { ScreenRegistry } from './screen-registry';

const featuredLand = () => import('../../features/featured/featured-land-screen');
const firstVisit = () => import('../../features/featured/first-visit-loader');

/** Home, featured lists and the taste quiz. */
export const featuredScreens: ScreenRegistry = {
  // Home and the featured land are one list screen; both send a first-time visitor to the quiz intro once.
  '/': async () => {
    const [screen, visit] = await Promise.all([featuredLand(), firstVisit()]);
    return { Component: screen.HomeScreen, loader: visit.firstVisitLoader };
  },
  '/featds/land': async () => {
    const [screen, visit] = await Promise.all([featuredLand(), firstVisit()]);
    return { Component: screen.FeaturedLandScreen, loader: visit.firstVisitLoader };
  },
  '/favCats/intro': async () => ({
    Component: (await import('../../features/quiz/intro/quiz-intro-screen')).QuizIntroScreen,
  }),
  '/favCats/apply': async () => ({
    Component: (await import('../../features/quiz/apply/quiz-apply-screen')).QuizApplyScreen,
  }),
  '/favSymbols/:favSymbolId': async () => ({
    Component: (await import('../../features/quiz/result/fav-symbol-screen')).FavSymbolScreen,
  }),
  '/favs': async () => ({ Component: (await import('../../features/quiz/favs/favs-screen')).FavsScreen }),
};
