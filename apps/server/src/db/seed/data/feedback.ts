/** Feedback category 1: the reasons asked when a customer cancels a rental. */
export const FEEDBACK_CATS = [
  {
    id: 1,
    title: '해지 사유',
    feedbacks: [
      '사용 빈도가 낮아요',
      '렌탈료가 부담돼요',
      '다른 제품으로 바꾸고 싶어요',
      '이사를 가요',
      '제품 품질·고장이 불만족스러워요',
      '기타',
    ],
  },
] as const;
