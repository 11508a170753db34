import type { ReactNode } from 'react';

/** A page heading with a short introduction; the page's own tools follow below it. */
export function PageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl">{title}</h1>
      {intro && <p className="text-ink-muted mt-3 max-w-3xl text-lg dark:text-stone-300">{intro}</p>}
      {children}
    </div>
  );
}
