import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONSOLE_NAME } from '../console-name';

/**
 * A console screen: its title, an optional way back, its actions, then its content. The browser's tab and
 * history name the screen too (staff keep several open), as its heading reads once drawn.
 */
export function Page({
  title,
  back,
  actions,
  children,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = heading.current?.textContent?.trim();
    document.title = text ? `${text} | ${CONSOLE_NAME}` : CONSOLE_NAME;
    return () => {
      document.title = CONSOLE_NAME;
    };
  });
  return (
    <section className="page">
      {back && (
        <Link className="page__back" to={back.to}>
          ← {back.label}
        </Link>
      )}
      <header className="page__header">
        <h1 ref={heading}>{title}</h1>
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
