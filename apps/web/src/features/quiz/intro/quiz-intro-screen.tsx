import { SLIDE_SPEED_MS } from '@shop/domain/limits/timing';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useSession } from '../../../shared/auth/auth-store';
import { paths } from '../../../shared/config/paths';
import { markIntroSeen } from '../mark-intro-seen';
import { quizPaths } from '../quiz-paths';
import { INTRO_IMAGE_SIZE, INTRO_SLIDES } from './intro-slides';
import styles from './quiz-intro.module.css';

/** /favCats/intro: four onboarding slides, then the quiz (storefront-and-account.md 2.8). */
export function QuizIntroScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [index, setIndex] = useState(0);
  const last = index === INTRO_SLIDES.length - 1;
  useEffect(markIntroSeen, []);

  return (
    <section className={styles.intro} aria-labelledby="quiz-intro-title">
      <h1 id="quiz-intro-title" className="visually-hidden">
        취향 테스트 안내
      </h1>
      <div className={styles.head}>
        <Link to={paths.home} className={styles.skip}>
          건너뛰기
        </Link>
      </div>
      <Swiper
        className={styles.swiper}
        speed={SLIDE_SPEED_MS}
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.activeIndex)}
      >
        {INTRO_SLIDES.map((slide, i) => (
          <SwiperSlide key={slide.image} className={styles.slide}>
            <img
              src={slide.image}
              alt=""
              width={INTRO_IMAGE_SIZE}
              height={INTRO_IMAGE_SIZE}
              className={styles.image}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <h2 className={styles.title}>{slide.title}</h2>
            <p className={styles.text}>{slide.text}</p>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.dots}>
        {INTRO_SLIDES.map((slide, i) => (
          <button
            key={slide.image}
            type="button"
            className={styles.dot}
            data-active={i === index}
            aria-label={`${i + 1}번째 안내`}
            aria-current={i === index}
            onClick={() => swiper?.slideTo(i)}
          />
        ))}
      </div>
      <div className={styles.actions}>
        {last ? (
          <button type="button" className={styles.primary} onClick={() => navigate(quizPaths.apply)}>
            테스트 시작
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => swiper?.slideNext()}>
            다음
          </button>
        )}
        {!session && (
          <Link to={paths.login} className={styles.login}>
            로그인
          </Link>
        )}
      </div>
    </section>
  );
}
