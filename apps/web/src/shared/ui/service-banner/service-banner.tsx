import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

type Props = {
  /** The screen's own classes: the banner and its text over the picture. */
  classes: { banner: string | undefined; text: string | undefined };
  /** The words over the picture (설치부터 무상 AS까지 …). */
  children: ReactNode;
};

/** The bottom banner of the home and the product landing: the service picture, linking to the service page. */
export function ServiceBanner({ classes, children }: Props) {
  return (
    <Link to={paths.aboutUs('service')} className={classes.banner}>
      <img
        src="/files/banners/service.webp"
        alt=""
        width={1080}
        height={480}
        loading="lazy"
        decoding="async"
      />
      <span className={classes.text}>{children}</span>
    </Link>
  );
}
