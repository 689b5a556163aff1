import { bundledSrc, introSlideFile } from '@shop/domain/catalog/bundled-pictures';
import { QUIZ_INTRO_FIRST_PICTURE } from '@shop/domain/catalog/first-load-calls';

/** The four onboarding slides of the quiz intro (pictures served from the assets folder). */
export const INTRO_SLIDES = [
  {
    image: QUIZ_INTRO_FIRST_PICTURE,
    title: '나에게 꼭 맞는 소리를 찾아요',
    text: '몇 가지 질문에 답하면 취향에 맞는 오디오를 골라 드려요.',
  },
  {
    image: bundledSrc(introSlideFile(2)),
    title: '1분이면 충분해요',
    text: '듣는 공간, 좋아하는 음악, 끌리는 디자인을 가볍게 골라 주세요.',
  },
  {
    image: bundledSrc(introSlideFile(3)),
    title: '취향 분석 결과를 알려 드려요',
    text: '나의 리스닝 스타일과 함께 어울리는 제품을 추천해요.',
  },
  {
    image: bundledSrc(introSlideFile(4)),
    title: '부담 없이 매달 렌탈하세요',
    text: '설치부터 무상 AS까지, 소리담이 함께합니다.',
  },
] as const;

export const INTRO_IMAGE_SIZE = 800;
