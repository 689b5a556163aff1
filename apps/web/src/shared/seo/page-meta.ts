import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = '소리담';
/** Home's title, and every page's until the app names it (index.html says the same). */
export const DEFAULT_TITLE = '소리담 — 오디오 렌탈';
/** index.html's description, kept by every page that has none of its own. */
export const DEFAULT_DESCRIPTION = '소리담 — 턴테이블, 스피커, 헤드폰을 월 구독으로 렌탈하세요.';

/**
 * What a rendered page says of itself to a messenger's link preview (카카오톡 and others read Open Graph), a
 * search engine and the browser's tab: written into the page's head by the server (decision 035).
 */
export type PageMeta = {
  title: string;
  description: string;
  /** The page's own picture (a product's first), as the API gives it; null for none. */
  image: string | null;
  type: 'website' | 'product';
};

/** The tab's title for a screen: `상품 목록 | 소리담`, home's own. */
export function documentTitle(screenTitle: string | undefined): string {
  return screenTitle && screenTitle !== '홈' ? `${screenTitle} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/** A screen with nothing of its own to say: its title, the shop's description. */
export function screenPageMeta(screenTitle: string | undefined): PageMeta {
  return {
    title: documentTitle(screenTitle),
    description: DEFAULT_DESCRIPTION,
    image: null,
    type: 'website',
  };
}

/** Where a screen's own title goes while the server renders it (effects do not run there). */
export type PageTitleSink = { title?: string };
export const PageTitleSinkContext = createContext<PageTitleSink | null>(null);

/**
 * A screen that names itself (a product page its product, a list its category): in the tab, after the
 * layout's title for the route, and in the head of the page the server renders, so both say the same.
 */
export function usePageTitle(title: string): void {
  const sink = useContext(PageTitleSinkContext);
  if (sink) sink.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
