import type { User } from '@shop/domain/api/users';
import { STATE } from '@shop/domain/codes/generic-state';
import { http } from '../../../shared/http/http';

/** PUT users/{id} {state: abnormal}: withdrawal. */
export function putWithdraw(userId: string) {
  return http.put<User>(`users/${encodeURIComponent(userId)}`, { state: STATE.ABNORMAL });
}

/** PUT users/{id} {options: {agree-ad, agree-night}}: the alarm settings. */
export function putAlarmOptions(userId: string, options: { 'agree-ad'?: boolean; 'agree-night'?: boolean }) {
  return http.put<User>(`users/${encodeURIComponent(userId)}`, { options });
}
