import type { Att } from '@shop/domain/api/catalog';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './prod-detail.module.css';

const SIZE = 800;

/** The product pictures, one per slide with pagination dots; only the first loads eagerly. */
export function ImageSwiper({ images, title }: { images: Att[]; title: string }) {
  if (images.length === 0) return <div className={styles.gallery} aria-hidden="true" />;
  return (
    // Keyed by its first picture: another colour's pictures start the gallery again at their first slide.
    <Swiper
      key={images[0]!.id}
      modules={[Pagination]}
      pagination={{ clickable: true }}
      className={styles.gallery}
    >
      {images.map((image, index) => (
        <SwiperSlide key={image.id}>
          <img
            src={image.url}
            alt={`${title} 이미지 ${index + 1}`}
            width={image.width ?? SIZE}
            height={image.height ?? SIZE}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
