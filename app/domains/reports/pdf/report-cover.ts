import { PAGE_FOOTER, TEMPLATE_DRAFT_LINE } from "../document/report-outline";
import type { ReportDocument } from "../document/report-document";
import { formatLongDate } from "~/shared/dates";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { CoverContent, CoverMarks } from "./cover-drawing";
import { definitionOf } from "../kinds";

/**
 * A template draft carries its honesty line on every page until it is approved;
 * an approved report, every section of it edited or accepted by a reviewer,
 * bears no draft stamp (docs/report-style.md, "The page"; ADR 0063).
 */
export function carriesTemplateLine(document: Pick<ReportDocument, "drafter">, approved: boolean): boolean {
  return document.drafter === "template" && !approved;
}

/**
 * Breaks text into lines of at most `maxChars` at spaces, keeping `maxLines`
 * (the last one ends in an ellipsis when text was cut). The cover is drawn
 * shape by shape, so its lines are broken here; the widths are character
 * counts chosen for each font size, with room to spare for wide letters.
 */
export function breakLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
  return kept;
}

const MAX_INSIDE_LINES = 6;

/** The drawn first page of a client's report: what it is, for whom, from which answers, and what is inside. */
export function clientCover(input: {
  document: ReportDocument;
  evidence: ReportEvidence;
  preparedFor?: string;
  submittedAt: Date;
  /** Approved by a reviewer: no draft badge or line. A draft or preview when left out. */
  approved?: boolean;
}): { content: CoverContent; marks: CoverMarks } {
  const { document, evidence } = input;
  const titles = document.sections.map((section) => section.title);
  const insideLines =
    titles.length <= MAX_INSIDE_LINES
      ? titles
      : [...titles.slice(0, MAX_INSIDE_LINES - 1), `and ${titles.length - MAX_INSIDE_LINES + 1} more sections`];
  const templateDraft = carriesTemplateLine(document, input.approved ?? false);
  // A summary for a clinician speaks to the clinician from the cover on (issue 28): it names the client it is about.
  const forClinician = definitionOf(document.kind).readBy === "clinician";
  const name = input.preparedFor?.trim();
  return {
    content: {
      kicker: breakLines(`CATHARSIS · ${evidence.formName.toUpperCase()}`, 70, 1)[0] ?? "CATHARSIS",
      titleLines: breakLines(document.title, 24, 2),
      subtitleLines: breakLines(document.subtitle, 64, 3),
      preparedFor: [
        forClinician
          ? { label: "Client", value: breakLines(name || "Not named", 40, 1)[0] ?? "Not named" }
          : { label: "Prepared for", value: breakLines(name || "You", 40, 1)[0] ?? "You" },
        { label: "Questionnaire", value: breakLines(evidence.formName, 40, 1)[0] ?? "" },
        { label: "Answers sent", value: formatLongDate(input.submittedAt) },
      ],
      insideLines: insideLines.map((line) => breakLines(line, 62, 1)[0] ?? ""),
    },
    marks: {
      badge: templateDraft ? { text: "TEMPLATE DRAFT", width: 150 } : null,
      noticeLines: forClinician
        ? [
            "For a clinician, with the client's consent: their written answers, summarized.",
            "Not a clinical assessment, a diagnosis or a risk assessment. If the client is in",
            "crisis, call or text 988, or text HOME to 741741, any time of day or night.",
          ]
        : [
            "Written from your own answers, for reflection. It is not a diagnosis and",
            "not a substitute for care from a licensed professional. If you are in crisis,",
            "call or text 988, or text HOME to 741741, any time of day or night.",
          ],
      footerLines: templateDraft ? [PAGE_FOOTER, TEMPLATE_DRAFT_LINE] : [PAGE_FOOTER],
    },
  };
}
