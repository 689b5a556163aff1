import { describe, expect, it } from 'vitest';
import { bridgeActionOf, parseBridgeMessage } from './native-bridge';

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

describe('what a wrapper message asks of the app', () => {
  const message = (type: string, payload: object = {}) => parseBridgeMessage({ type, payload })!;

  it('runs the cart sync on sync, re-reads the session on a login and signs out on a logout', () => {
    expect(bridgeActionOf(message('sync', { direction: 'remote' }), false)).toBe('syncCart');
    expect(bridgeActionOf(message('userAfterLogin', { id: '1', name: '김소리' }), false)).toBe('readSession');
    expect(bridgeActionOf(message('userAfterLogout'), false)).toBe('signOut');
    expect(bridgeActionOf(message('cartCreated', { localIds: [] }), false)).toBeNull();
    expect(bridgeActionOf(message('share', { title: 't', url: 'u' }), false)).toBeNull();
  });

  it('asks nothing for the app’s own posts, so a sync never starts the next one', () => {
    expect(bridgeActionOf(message('sync', { direction: 'local' }), true)).toBeNull();
    expect(bridgeActionOf(message('userAfterLogout'), true)).toBeNull();
  });
});
