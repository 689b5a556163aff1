import type { VerifType } from '@shop/domain/api/users';
import { http } from '../../../shared/http/http';

export type VerifStart = {
  verif_id: string;
  provider: 'simulator' | 'portone';
  url: string | null;
  portone: { store_id: string; channel_key: string; identity_verification_id: string } | null;
};

/** GET users/noticeMsgVerifReq?type=register|remind|create: opens an identity verification. */
export function getVerifReq(type: VerifType) {
  return http.get<VerifStart>('users/noticeMsgVerifReq', { query: { type } });
}
