import { bridge } from './native-bridge';

export type ShareOutcome = 'wrapper' | 'sheet' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a page: inside the native wrapper by its share message (section 7), else by the phone's own share
 * sheet, else by copying the link.
 */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  if (window.ReactNativeWebView) {
    bridge.share(title, url);
    return 'wrapper';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'sheet';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
