/**
 * The settings guard, once passed, holds for a few minutes in this tab, so coming back from linking a
 * social account does not ask for the password again.
 */
export const GUARD_PASS_KEY = 'settingsGuardPass';
export const GUARD_PASS_MS = 10 * 60_000;

export function guardStillPassed(raw: string | null, userId: string, now: number): boolean {
  if (!raw) return false;
  const [id, at] = raw.split(':');
  const since = Number(at);
  return id === userId && Number.isFinite(since) && now - since >= 0 && now - since < GUARD_PASS_MS;
}

export const guardPassValue = (userId: string, now: number) => `${userId}:${now}`;
