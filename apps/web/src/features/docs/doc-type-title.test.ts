import { describe, expect, it } from 'vitest';
import { parseHelpDocType } from './doc-type-title';

describe('parseHelpDocType', () => {
  it('opens the terms (100) and policy (300) help pages', () => {
    expect(parseHelpDocType('100')).toBe(100);
    expect(parseHelpDocType('300')).toBe(300);
  });

  it('has no help page for information pages, manuals or anything else', () => {
    for (const raw of ['200', '801', '0300', 'terms', '', undefined])
      expect(parseHelpDocType(raw)).toBeNull();
  });
});
