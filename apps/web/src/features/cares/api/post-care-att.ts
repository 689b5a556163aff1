import type { Care } from '@shop/domain/api/cares';
import { browserStorages } from '../../../shared/auth/auth-store';
import { readAccessToken } from '../../../shared/auth/token-storage';
import { API_BASE, toApiError } from '../../../shared/http/client';

type CareAtt = Care['atts'][number];

/**
 * POST atts (multipart: file, attachable_type=care, attachable_id, role=care). The app's client sends JSON
 * only, so this one call builds its own multipart request with the same bearer token.
 */
export async function postCareAtt(careId: number, file: File): Promise<CareAtt> {
  const form = new FormData();
  form.append('attachable_type', 'care');
  form.append('attachable_id', String(careId));
  form.append('role', 'care');
  form.append('file', file, file.name);
  const token = readAccessToken(browserStorages(), Date.now());
  const response = await window.fetch(`${API_BASE}atts`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return (body as { data: CareAtt }).data;
}
