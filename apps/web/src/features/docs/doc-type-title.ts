import { DOC_TYPE } from '@shop/domain/codes/doc-type';

/** Headings of the document list, by document type. */
export const DOC_TYPE_TITLE: Record<number, string> = {
  [DOC_TYPE.TERM]: '이용약관',
  [DOC_TYPE.INFO]: '안내',
  [DOC_TYPE.POLICY]: '정책',
  [DOC_TYPE.PROD_MANUAL]: '제품 사용 설명서',
};

/** The help pages /docs/user/help/{docType}: terms (100) and policies (300) only. */
export const HELP_DOC_TITLE: Record<number, string> = {
  [DOC_TYPE.TERM]: '이용약관',
  [DOC_TYPE.POLICY]: '개인정보처리방침 및 정책',
};

export function parseHelpDocType(raw: string | undefined): number | null {
  const value = Number(raw);
  return String(value) === raw && value in HELP_DOC_TITLE ? value : null;
}
