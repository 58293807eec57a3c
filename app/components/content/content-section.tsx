import type { ReactNode } from "react";

/**
 * A titled part of a page. The section is named by its h2, so screen-reader
 * users can jump between sections as well as headings.
 */
export function ContentSection({
  id,
  heading,
  intro,
  children,
  tone = "plain",
  width = "wide",
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "surface";
  width?: "wide" | "narrow";
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={tone === "surface" ? "border-y border-line bg-surface" : ""}>
      <div className={`mx-auto px-4 py-14 sm:px-6 ${width === "wide" ? "max-w-6xl" : "max-w-3xl"}`}>
        <h2 id={headingId} className="font-serif text-3xl text-ink sm:text-4xl">
          {heading}
        </h2>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
