import { describe, expect, it } from 'vitest';
import { DEVICE_TYPE, deviceTypeOf, isIosDevice } from './device-type';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('device type', () => {
  it('tells a desktop browser (0) from phones and the native wrapper', () => {
    expect(deviceTypeOf({ userAgent: DESKTOP, maxTouchPoints: 0, nativeWrapper: false })).toBe(
      DEVICE_TYPE.DESKTOP,
    );
    expect(deviceTypeOf({ userAgent: DESKTOP, maxTouchPoints: 5, nativeWrapper: false })).toBe(
      DEVICE_TYPE.MOBILE_WEB,
    );
    expect(deviceTypeOf({ userAgent: ANDROID, maxTouchPoints: 5, nativeWrapper: false })).toBe(
      DEVICE_TYPE.MOBILE_WEB,
    );
    expect(deviceTypeOf({ userAgent: ANDROID, maxTouchPoints: 5, nativeWrapper: true })).toBe(
      DEVICE_TYPE.ANDROID_APP,
    );
    expect(deviceTypeOf({ userAgent: IPHONE, maxTouchPoints: 5, nativeWrapper: true })).toBe(
      DEVICE_TYPE.IOS_APP,
    );
  });

  it('knows iOS, iPadOS included', () => {
    expect(isIosDevice({ userAgent: IPHONE, maxTouchPoints: 5, nativeWrapper: false })).toBe(true);
    expect(isIosDevice({ userAgent: IPAD, maxTouchPoints: 5, nativeWrapper: false })).toBe(true);
    expect(isIosDevice({ userAgent: IPAD, maxTouchPoints: 0, nativeWrapper: false })).toBe(false);
    expect(isIosDevice({ userAgent: ANDROID, maxTouchPoints: 5, nativeWrapper: false })).toBe(false);
  });
});
