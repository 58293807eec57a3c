import type { ReactNode } from "react";

/** The closing invitation at the foot of a page. */
export function CallToAction({
  id,
  heading,
  children,
  actions,
}: {
  id: string;
  heading: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-accent-strong px-6 py-12 text-center text-white sm:px-12">
        <h2 id={headingId} className="font-serif text-3xl sm:text-4xl">
          {heading}
        </h2>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-white">{children}</div> : null}
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
      </div>
    </section>
  );
}

/** Button looks that read well on the dark call-to-action band. */
export const onDarkPrimary =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-white px-7 py-3 text-lg font-semibold text-accent-strong hover:bg-accent-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";
export const onDarkSecondary =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-7 py-3 text-lg font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";
