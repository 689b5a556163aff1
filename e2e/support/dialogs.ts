import type { Page } from 'playwright-core';

/** In the page: each new app dialog is reported once, then answered with its confirm or its cancel button. */
const ANSWER_APP_DIALOGS = `
new MutationObserver(() => {
  for (const dialog of document.querySelectorAll('dialog[data-app-dialog]:not([data-e2e-seen])')) {
    dialog.setAttribute('data-e2e-seen', '');
    const message = dialog.querySelector('[data-dialog-message]')?.textContent ?? '';
    window.__e2eAppDialog(message).then((accept) =>
      dialog.querySelector(accept ? '[data-dialog-accept]' : '[data-dialog-decline]')?.click(),
    );
  }
}).observe(document, { childList: true, subtree: true });
`;
/** The answers a journey asked for, by the list its dialogs are recorded in: each used once, in order. */
const declines = new WeakMap<string[], number>();

/**
 * Every alert and confirm of the app's own dialog (shared/ui/dialog) is remembered and answered with its
 * confirm button, as a customer pressing 확인 would, so a journey can assert its text. Call it before the
 * page's first navigation. A native dialog is an error of the journey instead (see failOnNativeDialogs).
 */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  void page.exposeFunction('__e2eAppDialog', (message: string) => {
    seen.push(message);
    const left = declines.get(seen) ?? 0;
    if (left > 0) declines.set(seen, left - 1);
    return left === 0;
  });
  void page.addInitScript({ content: ANSWER_APP_DIALOGS });
  return seen;
}

/** The next confirm recorded in `dialogs` is answered with its cancel button (아니요, 취소), as a customer who changed their mind. */
export function declineNextDialog(dialogs: string[]): void {
  declines.set(dialogs, (declines.get(dialogs) ?? 0) + 1);
}

/** Native dialogs seen since the last check, on any page of this file's journeys. */
const nativeDialogs: string[] = [];

/**
 * The app never uses the browser's own alert, confirm or prompt (issue 12): one is a page error, and
 * the check after every journey test (support/no-native-dialogs.ts) fails on it.
 */
export function failOnNativeDialogs(page: Page, errors: string[]): void {
  page.on('dialog', (dialog) => {
    const seen = `native ${dialog.type()}: ${dialog.message()}`;
    errors.push(seen);
    nativeDialogs.push(seen);
    void dialog.dismiss();
  });
}

/** Reads and forgets the native dialogs seen so far. */
export function takeNativeDialogs(): string[] {
  return nativeDialogs.splice(0);
}
