import { HOME_HERO_PICTURE } from '@shop/domain/catalog/bundled-pictures';
import type { AboutUsSection } from '../../shared/config/paths';
import type { SectionOpeningProps } from './sections/section-opening';

/** What each section opens with: its eyebrow, its heading's lines and, for the first three, a banner picture. */
export const SECTION_OPENINGS: Record<AboutUsSection, SectionOpeningProps> = {
  intro: {
    eyebrow: 'ABOUT SORIDAM',
    heading: ['좋은 소리를', '가볍게 시작하는 방법, 소리담'],
    banner: { src: HOME_HERO_PICTURE, alt: '거실 한쪽에 놓인 턴테이블과 스피커', width: 1080, height: 720 },
  },
  vision: {
    eyebrow: 'VISION',
    heading: ['모든 집에', '좋은 소리 하나씩'],
    banner: {
      src: '/files/banners/featd-2.webp',
      alt: '무선 스피커, 턴테이블과 무선 이어폰',
      width: 1080,
      height: 600,
    },
  },
  service: {
    eyebrow: 'SERVICE',
    heading: ['설치부터 무상 AS까지,', '렌탈 기간 내내 함께합니다'],
    banner: {
      src: '/files/banners/service.webp',
      alt: '스피커 배송 상자, 공구와 보증 방패: 배송·설치와 무상 AS',
      width: 1080,
      height: 480,
    },
  },
  brands: { eyebrow: 'BRANDS', heading: ['오래 곁에 둘 소리를 만드는', '세 브랜드'] },
  faq: { eyebrow: 'FAQ', heading: ['자주 묻는 질문'] },
};
