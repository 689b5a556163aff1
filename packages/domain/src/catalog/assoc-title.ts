import { ASSOC_TITLE_MAX } from '../limits/durations';

/** Associated-product titles are cut to 22 characters, without an ellipsis. */
export function assocTitle(title: string): string {
  return Array.from(title).slice(0, ASSOC_TITLE_MAX).join('');
}
