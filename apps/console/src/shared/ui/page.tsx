import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A console screen: its title, an optional way back, its actions, then its content. */
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
  return (
    <section className="page">
      {back && (
        <Link className="page__back" to={back.to}>
          ← {back.label}
        </Link>
      )}
      <header className="page__header">
        <h1>{title}</h1>
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
