import { NavLink } from 'react-router';

const LINKS = [
  { to: '/catalogue', label: '상품', end: true },
  { to: '/catalogue/cats', label: '분류' },
  { to: '/catalogue/makers', label: '제조사' },
  { to: '/catalogue/tags', label: '태그' },
  { to: '/catalogue/featds', label: '추천 묶음' },
  { to: '/catalogue/quiz', label: '취향 테스트' },
];

/** The catalogue area's own menu: products, the small tables they use, featured groups and the quiz. */
export function CatalogueNav() {
  return (
    <nav className="catalogue-nav" aria-label="상품 관리 메뉴">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className="catalogue-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
