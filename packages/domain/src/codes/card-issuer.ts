export const CARD_ISSUER_LABEL = {
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
} as const;

export type CardIssuerCode = keyof typeof CARD_ISSUER_LABEL;

export function isCardIssuerCode(code: string): code is CardIssuerCode {
  return Object.hasOwn(CARD_ISSUER_LABEL, code);
}

/** The issuer's title, or '' for a code the table does not know. */
export function cardIssuerTitle(code: string | null | undefined): string {
  // Stryker disable next-line ConditionalExpression: Object.hasOwn(table, null | undefined) looks up the keys 'null' and 'undefined', which the table lacks, so the null check only narrows the type
  return code != null && isCardIssuerCode(code) ? CARD_ISSUER_LABEL[code] : '';
}
