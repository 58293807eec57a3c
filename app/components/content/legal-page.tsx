import type { ContentBlock } from "~/shared/rich-text";
import { ContentBlocks } from "./rich-text";

export type LegalPageProps = {
  heading: string;
  updated: string;
  updatedLabel: string;
  intro: readonly ContentBlock[];
  sections: readonly { id: string; heading: string; blocks: readonly ContentBlock[] }[];
  /** Lists the sections at the top, for longer texts. */
  contents?: boolean;
};

/** A policy or terms page: title, date, an introduction and titled sections. */
export function LegalPage({ heading, updated, updatedLabel, intro, sections, contents = false }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="font-serif text-4xl text-ink sm:text-5xl">{heading}</h1>
      <p className="mt-3 text-muted">
        Last updated: <time dateTime={updated}>{updatedLabel}</time>
      </p>
      <ContentBlocks blocks={intro} className="mt-6 text-lg" />
      {contents ? (
        <nav aria-labelledby="contents-heading" className="mt-8 rounded-2xl border border-line bg-surface p-6">
          <h2 id="contents-heading" className="font-semibold">
            On this page
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent-strong underline hover:text-accent">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-6">
          <h2 id={`${section.id}-heading`} className="font-serif text-2xl text-ink sm:text-3xl">
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.blocks} className="mt-4" />
        </section>
      ))}
    </article>
  );
}
