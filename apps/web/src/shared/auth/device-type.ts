/**
 * The device-type check of section 6. The documents only fix that 0 is a desktop browser and that any
 * other value skips the device guard; the other values are ours: 1 mobile browser, 2 Android app,
 * 3 iOS app (the native wrapper is present).
 */
export const DEVICE_TYPE = { DESKTOP: 0, MOBILE_WEB: 1, ANDROID_APP: 2, IOS_APP: 3 } as const;
export type DeviceType = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];

export type DeviceHints = { userAgent: string; maxTouchPoints: number; nativeWrapper: boolean };

export function isIosDevice({ userAgent, maxTouchPoints }: DeviceHints): boolean {
  // iPadOS presents itself as a Mac; only its touch screen tells it apart.
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

export function deviceTypeOf(hints: DeviceHints): DeviceType {
  const ios = isIosDevice(hints);
  if (hints.nativeWrapper) return ios ? DEVICE_TYPE.IOS_APP : DEVICE_TYPE.ANDROID_APP;
  if (ios || /Android|Mobile/i.test(hints.userAgent) || hints.maxTouchPoints > 0)
    return DEVICE_TYPE.MOBILE_WEB;
  return DEVICE_TYPE.DESKTOP;
}

export function browserDeviceHints(): DeviceHints {
  if (typeof window === 'undefined') return { userAgent: '', maxTouchPoints: 0, nativeWrapper: false };
  return {
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints ?? 0,
    nativeWrapper: window.ReactNativeWebView !== undefined,
  };
}

export const detectDeviceType = (): DeviceType => deviceTypeOf(browserDeviceHints());
