import { describe, expect, it } from 'vitest';
import { CARD_ISSUER_LABEL, cardIssuerTitle, isCardIssuerCode } from './card-issuer';

describe('card issuer codes', () => {
  it('pin all fifteen issuer titles', () => {
    expect(CARD_ISSUER_LABEL).toEqual({
      '01': '하나(외환)',
      '03': '롯데',
      '04': '현대',
      '06': '국민',
      '11': 'BC',
      '12': '삼성',
      '14': '신한',
      '15': '한미',
      '16': 'NH',
      '17': '하나 SK',
      '21': '해외비자',
      '22': '해외마스터',
      '23': 'JCB',
      '24': '해외아멕스',
      '25': '해외다이너스',
    });
  });

  it('title a known code and give an empty title otherwise', () => {
    expect(cardIssuerTitle('14')).toBe('신한');
    expect(cardIssuerTitle('1')).toBe('');
    expect(cardIssuerTitle('toString')).toBe('');
    expect(cardIssuerTitle(null)).toBe('');
    expect(cardIssuerTitle(undefined)).toBe('');
  });
});

describe('card issuer code check', () => {
  it('know each of the fifteen codes and no other string', () => {
    for (const code of Object.keys(CARD_ISSUER_LABEL)) expect(isCardIssuerCode(code)).toBe(true);
    for (const code of [
      '',
      '1',
      '02',
      '26',
      '011',
      'toString',
      'hasOwnProperty',
      '__proto__',
      'constructor',
    ]) {
      expect(isCardIssuerCode(code)).toBe(false);
    }
  });

  it('title every known code with its label', () => {
    expect(cardIssuerTitle('01')).toBe('하나(외환)');
    expect(cardIssuerTitle('25')).toBe('해외다이너스');
    expect(cardIssuerTitle('constructor')).toBe('');
    expect(cardIssuerTitle('')).toBe('');
  });
});
