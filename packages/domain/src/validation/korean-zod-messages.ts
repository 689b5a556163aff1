import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const REQUIRED = '필수 입력 항목입니다.';
const WRONG_FORMAT = '입력 형식이 올바르지 않습니다.';

function tooSmall(origin: unknown, minimum: unknown): string {
  if (origin === 'string') return Number(minimum) <= 1 ? REQUIRED : `${minimum}자 이상 입력해 주세요.`;
  if (origin === 'array' || origin === 'set') return `${minimum}개 이상 선택해 주세요.`;
  return `${minimum} 이상이어야 합니다.`;
}

function tooBig(origin: unknown, maximum: unknown): string {
  if (origin === 'string') return `${maximum}자 이하로 입력해 주세요.`;
  if (origin === 'array' || origin === 'set') return `${maximum}개까지 선택할 수 있습니다.`;
  return `${maximum} 이하여야 합니다.`;
}

/**
 * zod's messages for a schema that gives none of its own, in the Korean a shop writes to its customer
 * (zod's own `ko` locale reads "array이 너무 작습니다", which no customer should see). A schema's own
 * message always wins over these.
 */
export function koreanZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? REQUIRED : WRONG_FORMAT;
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum);
    case 'invalid_format':
      return issue.format === 'email' ? '이메일 형식이 올바르지 않습니다.' : WRONG_FORMAT;
    case 'invalid_value':
      return '선택할 수 없는 값입니다.';
    case 'unrecognized_keys':
      return '알 수 없는 항목이 포함되어 있습니다.';
    default:
      return '입력값이 올바르지 않습니다.';
  }
}

/** Makes koreanZodMessage zod's default for this process or page; called once where each app starts. */
export function applyKoreanZodMessages(): void {
  z.config({ localeError: koreanZodMessage });
}
