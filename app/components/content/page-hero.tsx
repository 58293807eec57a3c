import type { ReactNode } from "react";

/** The top of a content page: its one h1, an introduction and optional actions. */
export function PageHero({
  heading,
  eyebrow,
  children,
  actions,
}: {
  heading: string;
  eyebrow?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-accent-soft/60">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="mb-3 font-semibold tracking-wide text-accent-strong uppercase">{eyebrow}</p> : null}
        <h1 className="font-serif text-4xl leading-tight text-ink sm:text-5xl">{heading}</h1>
        {children ? <div className="mx-auto mt-6 max-w-2xl space-y-4 text-lg text-muted sm:text-xl">{children}</div> : null}
        {actions ? (
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        ) : null}
      </div>
    </header>
  );
}
