import 'swiper/css';
import { ApiError } from '@shop/domain/api/api-error';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ABOUT_US_SECTIONS, paths } from '../../shared/config/paths';
import styles from './about-us.module.css';
import { sectionAt, sectionIndex } from './about-us-sections';
import { SECTION_OPENINGS } from './section-openings';
import { BrandsSection } from './sections/brands-section';
import { FaqSection } from './sections/faq-section';
import { IntroSection } from './sections/intro-section';
import { NextArrow } from './sections/next-arrow';
import { SectionOpening } from './sections/section-opening';
import { ServiceSection } from './sections/service-section';
import { VisionSection } from './sections/vision-section';

/** The FAQ slide measures again this long after its content changes (an answer opens or closes). */
const AUTO_HEIGHT_DELAY_MS = 100;

/** The sections before the FAQ, in the order of ABOUT_US_SECTIONS; the FAQ's slide is measured apart. */
const PLAIN_SECTIONS = [IntroSection, VisionSection, ServiceSection, BrandsSection];

type Props = { faq: ReactNode };

/**
 * /pages/aboutus and /pages/aboutus/{section}: tabs and a swiper over the five sections. The address picks
 * the slide; a swipe or a tab changes the address.
 */
export function AboutUsScreen({ faq }: Props) {
  const index = sectionIndex(useParams().section);
  if (index < 0) throw new ApiError(404, '페이지를 찾을 수 없습니다.');
  return <AboutUsSlides index={index} faq={faq} />;
}

function AboutUsSlides({ index, faq }: { index: number; faq: ReactNode }) {
  const navigate = useNavigate();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const indexRef = useRef(index);
  indexRef.current = index;
  const tabsRef = useRef<HTMLElement>(null);
  const faqRef = useRef<HTMLDivElement>(null);

  // The route selects the slide.
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
    tabsRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [swiper, index]);

  // The FAQ slide (min 700 px) grows and shrinks with its accordion: measure again shortly after a change.
  useEffect(() => {
    const target = faqRef.current;
    if (!swiper || !target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!swiper.destroyed) swiper.updateAutoHeight();
      }, AUTO_HEIGHT_DELAY_MS);
    });
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [swiper]);

  // A swipe changes the address (replacing it, so back leaves the company pages).
  const onSlideChange = (instance: SwiperInstance) => {
    if (instance.activeIndex === indexRef.current) return;
    navigate(paths.aboutUs(sectionAt(instance.activeIndex)), { replace: true });
  };

  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">회사 소개</h1>
      <nav ref={tabsRef} className={styles.tabs} aria-label="회사 소개">
        {ABOUT_US_SECTIONS.map((section, i) => (
          <Link
            key={section.slug}
            to={paths.aboutUs(section.slug)}
            className={styles.tab}
            aria-current={i === index ? 'page' : undefined}
          >
            {section.title}
          </Link>
        ))}
      </nav>
      <Swiper
        className={styles.swiper}
        initialSlide={index}
        autoHeight
        spaceBetween={16}
        onSwiper={setSwiper}
        onSlideChange={onSlideChange}
      >
        {PLAIN_SECTIONS.map((Section, i) => (
          <SwiperSlide key={ABOUT_US_SECTIONS[i]?.slug} className={styles.slide}>
            <SectionOpening {...SECTION_OPENINGS[sectionAt(i)]} />
            <Section />
            <NextArrow index={i} />
          </SwiperSlide>
        ))}
        <SwiperSlide className={`${styles.slide} ${styles.faqSlide}`}>
          <div ref={faqRef}>
            <SectionOpening {...SECTION_OPENINGS.faq} />
            <FaqSection faq={faq} />
            <NextArrow index={PLAIN_SECTIONS.length} />
          </div>
        </SwiperSlide>
      </Swiper>
    </div>
  );
}
