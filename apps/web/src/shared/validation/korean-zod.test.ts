import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInKorean, koreanZodResolver } from './korean-zod';

const schema = z.object({ addr_desc: z.string().max(3) });

describe('zod through the web app’s wrappers', () => {
  it('says what is wrong in the shop’s Korean, not zod’s English', async () => {
    const checked = checkInKorean(schema, { addr_desc: '동해물과 백두산이' });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe('3자 이하로 입력해 주세요.');

    const resolved = await koreanZodResolver(schema)({} as { addr_desc: string }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(resolved.errors.addr_desc?.message).toBe('필수 입력 항목입니다.');
  });
});
