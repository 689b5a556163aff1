import { describe, expect, it } from 'vitest';
import { parseVerificationMessage } from './verification-message';

describe('verification message', () => {
  it('reads name, phoneNo and verif_id', () => {
    expect(
      parseVerificationMessage({
        name: '김소리',
        phoneNo: '01012345678',
        verif_id: 'iv_x',
        returnFlag: true,
      }),
    ).toEqual({
      name: '김소리',
      phoneNo: '01012345678',
      verif_id: 'iv_x',
    });
  });

  it('ignores other messages', () => {
    expect(parseVerificationMessage({ type: 'sync', payload: {} })).toBeNull();
    expect(parseVerificationMessage('text')).toBeNull();
    expect(parseVerificationMessage(null)).toBeNull();
  });
});
