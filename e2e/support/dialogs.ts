import type { Page } from 'playwright-core';

/** In the page: each new app dialog is reported once, then its confirm button is pressed. */
const ANSWER_APP_DIALOGS = `
new MutationObserver(() => {
  for (const dialog of document.querySelectorAll('dialog[data-app-dialog]:not([data-e2e-seen])')) {
    dialog.setAttribute('data-e2e-seen', '');
    const message = dialog.querySelector('[data-dialog-message]')?.textContent ?? '';
    window.__e2eAppDialog(message).then(() => dialog.querySelector('[data-dialog-accept]')?.click());
  }
}).observe(document, { childList: true, subtree: true });
`;
/**
 * Every alert and confirm of the app's own dialog (shared/ui/dialog) is remembered and answered with its
 * confirm button, as a customer pressing 확인 would, so a journey can assert its text. Call it before the
 * page's first navigation. A native dialog is an error of the journey instead (see failOnNativeDialogs).
 */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  void page.exposeFunction('__e2eAppDialog', (message: string) => {
    seen.push(message);
  });
  // Until every screen uses the app's dialog (issue 12), a native one is still accepted and remembered.
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  void page.addInitScript({ content: ANSWER_APP_DIALOGS });
  return seen;
}

/** The app never uses the browser's own alert, confirm or prompt (issue 12): one is a journey error. */
export function failOnNativeDialogs(page: Page, errors: string[]): void {
  page.on('dialog', (dialog) => {
    errors.push(`native ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}
