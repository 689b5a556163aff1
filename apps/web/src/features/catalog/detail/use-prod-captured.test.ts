import { describe, expect, it } from 'vitest';
import { isProdCapturedError } from './use-prod-captured';

describe('isProdCapturedError', () => {
  it('accepts the message as an object, JSON text or the bare name', () => {
    expect(isProdCapturedError({ type: 'prodCapturedError' })).toBe(true);
    expect(isProdCapturedError('{"type":"prodCapturedError","payload":{}}')).toBe(true);
    expect(isProdCapturedError('prodCapturedError')).toBe(true);
  });

  it('ignores other messages', () => {
    expect(isProdCapturedError({ type: 'cartCreated' })).toBe(false);
    expect(isProdCapturedError('hello')).toBe(false);
    expect(isProdCapturedError(null)).toBe(false);
  });
});
