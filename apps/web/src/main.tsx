import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/boot-shell.css';
import { screenPathOf } from '@shop/domain/catalog/list-filter';
import { APP_PARTS_READY_EVENT } from '@shop/domain/codes/app-ready';
import { NOT_FIRST_VISIT_ATTRIBUTE } from '@shop/domain/codes/fav-init';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { readFirstScreenState } from './app/first-screen/first-screen-state';
import {
  browserPathOf,
  PARTS_TAKEN_OVER_MARK,
  prepareTakeOver,
  TAKEN_OVER_MARK,
} from './app/first-screen/take-over';
import { keepControlledInputs } from './app/preact/controlled-inputs';
import { createQueryClient } from './app/query-client';
import { buildRoutes } from './app/router';
import { appConfig } from './shared/config/app-config';
import { BASENAME } from './shared/config/basename';
import { takeOverInTasks } from './shared/ui/hydrate-later/take-over-queue';

keepControlledInputs();
void start();

/** A page the server rendered is taken over where it stands (hydrated); any other is drawn by the app. */
async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const routes = buildRoutes(appConfig.env);
  // A page rendered for another address than the one now shown (home's first-visit page, which is the quiz
  // intro, for a visitor past the first visit: decision 030) is drawn afresh, not taken over.
  const state = readFirstScreenState(document);
  const here = screenPathOf(window.location.pathname.slice(BASENAME.length) || '/');
  const rendered = state?.path === here ? state : null;
  if (!rendered) document.documentElement.removeAttribute(NOT_FIRST_VISIT_ATTRIBUTE);
  let hydrationData: HydrationState | undefined;
  if (rendered) {
    const takeOver = await prepareTakeOver(routes, window.location);
    if ('redirectTo' in takeOver) window.history.replaceState(null, '', browserPathOf(takeOver.redirectTo));
    else {
      hydrationData = takeOver.hydrationData;
      hydrate(queryClient, rendered.queries);
    }
  }
  const router = createBrowserRouter(routes, { basename: BASENAME, hydrationData });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData) {
    // The router's set-up and the take-over in two tasks, and the parts put off (HydrateLater) one per task after.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // User Timing marks for RUM and the first-load journey, which checks the take-over changed nothing the
    // server sent: one once the page is the app's, one once the parts put off are too.
    takeOverInTasks(
      () => {
        hydrateRoot(container, app);
        performance.mark(TAKEN_OVER_MARK);
      },
      () => {
        performance.mark(PARTS_TAKEN_OVER_MARK);
        announcePartsReady();
      },
    );
  } else {
    createRoot(container).render(app);
    announcePartsReady();
  }
}

/** A tap the rendered page's loader held before the app was ready goes on to its button now (decision 030). */
function announcePartsReady() {
  document.dispatchEvent(new Event(APP_PARTS_READY_EVENT));
}
