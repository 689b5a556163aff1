import { NotFoundScreen, ServerErrorScreen } from '../../shared/ui/error-screens/error-screens';
import type { ScreenRegistry } from './screen-registry';

export const coreScreens: ScreenRegistry = {
  // The error screens are in the main bundle already (the error boundary needs them).
  '/errors/404': async () => ({ Component: NotFoundScreen }),
  '/errors/500': async () => ({ Component: ServerErrorScreen }),
  '/test/footerDev': async () => ({ Component: (await import('../footer-dev-test')).FooterDevTest }),
};
