import { afterEach, expect } from 'vitest';
import { takeNativeDialogs } from './dialogs';

// Every journey test fails if a page showed the browser's own alert, confirm or prompt (issue 12).
afterEach(() => {
  expect(takeNativeDialogs(), 'native dialogs shown').toEqual([]);
});
