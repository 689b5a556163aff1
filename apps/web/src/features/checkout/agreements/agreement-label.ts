/**
 * The label of a required document's own box: `[필수] {title} 동의`, without a second 동의 when the
 * document's title already ends with it (`개인정보 제3자 제공 동의` reads `[필수] 개인정보 제3자 제공 동의`).
 */
export function requiredAgreementLabel(title: string): string {
  const name = title.trim();
  return name.endsWith('동의') ? `[필수] ${name}` : `[필수] ${name} 동의`;
}
