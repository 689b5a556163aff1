import { describe, expect, it } from 'vitest';

// The message is built when the module loads; importing it inside the test makes a module that fails to
// load (say, a locale the runtime refuses) fail this test rather than only the file's import.
describe('the monthly fee ceiling message', () => {
  it('loads and writes the ceiling with Korean thousands separators', async () => {
    const { MONTHLY_FEE_MAX_MESSAGE } = await import('./monthly-fee-admin');
    expect(MONTHLY_FEE_MAX_MESSAGE).toBe('월 렌탈료는 3,000,000원 이하로 입력해 주세요.');
  });
});
