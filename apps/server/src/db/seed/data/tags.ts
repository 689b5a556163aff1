/** Tags in display order; products refer to them by title. */
export const TAGS = [
  '입문용',
  '인기',
  '신상품',
  '한정할인',
  '거실용',
  '1인가구',
  '선물추천',
  '하이파이',
] as const;
export type TagTitle = (typeof TAGS)[number];
