import { Link } from 'react-router';

/** The items of a list of links (a menu, a breadcrumb): each an `<li>` holding its link. */
export function LinkItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </>
  );
}
