import type { Att } from '@shop/domain/api/catalog';
import type { ImgHTMLAttributes } from 'react';
import { firstAtt } from './first-att';

type Props = {
  atts: readonly Pick<Att, 'url' | 'width' | 'height' | 'sort'>[];
  /** The layout's size, for a picture that does not say its own. */
  width: number;
  height: number;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading' | 'decoding' | 'fetchPriority'>;

/** A thing's first picture (by sort) as a decorative image at its own size; nothing when it has none. */
export function AttImage({ atts, width, height, className, ...loadingHints }: Props) {
  const att = firstAtt(atts);
  if (!att) return null;
  return (
    <img
      className={className}
      src={att.url}
      alt=""
      width={att.width ?? width}
      height={att.height ?? height}
      {...loadingHints}
    />
  );
}
