import type { ContentBlock } from "~/shared/rich-text";

/** A legal or policy text: dated, in titled sections. */
export type LegalSection = { id: string; heading: string; blocks: readonly ContentBlock[] };

export type LegalDocument = {
  /** ISO date for machines, and how it reads on the page. */
  updated: string;
  updatedLabel: string;
  intro: readonly ContentBlock[];
  sections: readonly LegalSection[];
};
