import { createElement } from 'react';
import type { ScreenRegistry } from './screen-registry';

/** The company pages with the FAQ accordion of the forums feature composed into their faq section. */
const aboutUs: ScreenRegistry[string] = async () => {
  const [{ AboutUsScreen }, { FaqAccordion }] = await Promise.all([
    import('../../features/about-us/about-us-screen'),
    import('../../features/forums/faq/faq-accordion'),
  ]);
  return { Component: () => createElement(AboutUsScreen, { faq: createElement(FaqAccordion) }) };
};

const docScreens = () => import('../../features/docs/view/doc-screens');

/** Forums, company pages, documents and the developer pages. */
export const contentScreens: ScreenRegistry = {
  '/forums/:forumType': async () => ({
    Component: (await import('../../features/forums/forum-list-screen')).ForumListScreen,
  }),
  '/forums/:forumType/:forumId': async () => ({
    Component: (await import('../../features/forums/notices/notice-detail-screen')).NoticeDetailScreen,
  }),
  '/pages/aboutus': aboutUs,
  '/pages/aboutus/:section': aboutUs,
  '/docs': async () => ({ Component: (await import('../../features/docs/docs-list-screen')).DocsListScreen }),
  '/docs/:docId': async () => ({ Component: (await docScreens()).DocByIdScreen }),
  '/docs/slug/:docSlug': async () => ({ Component: (await docScreens()).DocBySlugScreen }),
  '/docs/pub/:docSlug': async () => ({ Component: (await docScreens()).DocPubScreen }),
  '/docs/prod': async () => ({
    Component: (await import('../../features/docs/download-centre/download-centre-screen'))
      .DownloadCentreScreen,
  }),
  '/docs/user/help/:docType': async () => ({
    Component: (await import('../../features/docs/help-docs/help-docs-screen')).HelpDocsScreen,
  }),
  '/assets/ui': async () => ({
    Component: (await import('../../features/dev-pages/ui-assets-screen')).UiAssetsScreen,
  }),
  '/atts': async () => ({ Component: (await import('../../features/dev-pages/atts-screen')).AttsScreen }),
  '/atts/:attId': async () => ({
    Component: (await import('../../features/dev-pages/att-screen')).AttScreen,
  }),
};
