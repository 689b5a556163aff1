import { z } from 'zod';

/**
 * The reason staff give for a write the audit log keeps (revealing personal data, a refund): at least two
 * characters, at most 200. `requiredMessage` says which reason is missing.
 */
export const reasonText = (requiredMessage: string) =>
  z.string().trim().min(2, requiredMessage).max(200, '사유는 200자 이내로 입력해 주세요.');
