import type { DehydratedState } from '@tanstack/react-query';

/** The element the server writes a rendered first screen's data into (JSON, never run as a script). */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/** `path`: the app path the screen was rendered for (`/prods/1`), which the address may no longer be. */
export type FirstScreenState = { queries: DehydratedState; path: string };

/** The data as HTML: JSON in a `<script type="application/json">`, where no `<` can close it early. */
export function firstScreenStateHtml(state: FirstScreenState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${json}</script>`;
}

export function readFirstScreenState(doc: Document): FirstScreenState | null {
  const text = doc.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FirstScreenState>;
    return parsed.queries && typeof parsed.path === 'string'
      ? { queries: parsed.queries, path: parsed.path }
      : null;
  } catch {
    return null;
  }
}
