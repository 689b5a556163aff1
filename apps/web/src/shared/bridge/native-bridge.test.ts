import { describe, expect, it } from 'vitest';
import { parseBridgeMessage } from './native-bridge';

describe('parseBridgeMessage', () => {
  it('reads objects and JSON text', () => {
    expect(parseBridgeMessage({ type: 'sync', payload: { direction: 'remote' } })).toEqual({
      type: 'sync',
      payload: { direction: 'remote' },
    });
    expect(parseBridgeMessage('{"type":"userAfterLogout"}')).toEqual({
      type: 'userAfterLogout',
      payload: {},
    });
  });

  it('ignores foreign messages', () => {
    expect(parseBridgeMessage('webpackOk')).toBeNull();
    expect(parseBridgeMessage({ type: 'somethingElse' })).toBeNull();
    expect(parseBridgeMessage(null)).toBeNull();
  });
});
