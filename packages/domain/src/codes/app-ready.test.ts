import { describe, expect, it } from 'vitest';
import { APP_PARTS_READY_EVENT } from './app-ready';

describe('the app’s ready event', () => {
  it('is a name of its own, not one the browser dispatches', () => {
    expect(APP_PARTS_READY_EVENT).toBe('app-parts-ready');
  });
});
