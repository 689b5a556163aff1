import { describe, expect, it } from 'vitest';
import { requiredAgreementLabel } from './agreement-label';

describe('requiredAgreementLabel', () => {
  it('adds 동의 to a title that does not end with it', () => {
    expect(requiredAgreementLabel('렌탈 이용약관')).toBe('[필수] 렌탈 이용약관 동의');
  });

  it('does not repeat 동의 when the title already ends with it', () => {
    expect(requiredAgreementLabel('개인정보 제3자 제공 동의')).toBe('[필수] 개인정보 제3자 제공 동의');
    expect(requiredAgreementLabel('개인정보 수집·이용 동의 ')).toBe('[필수] 개인정보 수집·이용 동의');
  });

  it('keeps 동의 inside a title that ends otherwise', () => {
    expect(requiredAgreementLabel('동의서 안내')).toBe('[필수] 동의서 안내 동의');
  });
});
