import type { alarmOptionsSchema, User, userPutBodySchema } from '@shop/domain/api/users';
import { STATE } from '@shop/domain/codes/generic-state';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

type UserPutBody = z.infer<typeof userPutBodySchema>;

/** PUT users/{id} {state: abnormal}: withdrawal. */
export function putWithdraw(userId: string) {
  return http.put<User>(`users/${encodeURIComponent(userId)}`, {
    state: STATE.ABNORMAL,
  } satisfies UserPutBody);
}

/** PUT users/{id} {options: {agree-ad, agree-night}}: the alarm settings. */
export function putAlarmOptions(userId: string, options: z.infer<typeof alarmOptionsSchema>) {
  return http.put<User>(`users/${encodeURIComponent(userId)}`, { options } satisfies UserPutBody);
}
