/** A dashboard card: heading with its count, its rows or its empty text, and a footer. */
import type { ReactNode } from 'react';

/** A card: heading with its count, its rows or its empty text, and "View all" when a page can show more. */
export function Card({
  id,
  title,
  count,
  children,
  footer,
  className,
}: {
  readonly id: string;
  readonly title: string;
  readonly count?: number;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly className?: string;
}) {
  return (
    <section className={`dash-card ${className ?? ''}`} aria-labelledby={`dash-${id}`} data-block={id}>
      <header className="dash-card-head">
        <h2 id={`dash-${id}`}>{title}</h2>
        {count !== undefined ? (
          <span className="dash-count" data-zero={count === 0 || undefined}>
            {count}
          </span>
        ) : null}
      </header>
      <div className="dash-card-body">{children}</div>
      {footer ? <footer className="dash-card-foot">{footer}</footer> : null}
    </section>
  );
}

/** What a card says when it has nothing. */
export const CardEmpty = ({ text }: { readonly text: string }) => <p className="dash-empty">{text}</p>;

