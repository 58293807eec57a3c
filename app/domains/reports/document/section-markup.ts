import { reportSectionSchema, type ReportBlock, type ReportSection } from "./report-document";

/**
 * A section as plain text, and back: the audit log's line diff of an edit,
 * and the sample reports' reviewed edits, are written in it. (Reviewers no
 * longer type it: the review page's plain editor has a field per text and
 * citations as chips, ADR 0070.) Each block starts with a `# kind` line;
 * citations end a line in brackets.
 *
 *   # paragraph
 *   It sounds as if the distance grew after she moved. [q2.s1 q3.s2]
 *   # quote q7.s2
 *   # guidance
 *   Many people find a short walk helps.
 *   # list: What to bring
 *   - Your notes from this week
 *   # callout: If today is hard
 *   Call or text 988.
 *   # plan 72-hour
 *   Today | Write down one thing you would like her to know. [q9.s1]
 *   # plan 90-day
 *   Days 1–30 | Walk twice a week. | measure: three walks logged [q4.s1]
 *   # risk-flags
 *   suicidal-thoughts (screen) [q9.s2]
 *   # scores
 *   # scales
 *
 * Quotes carry only the sentence id: the words are inserted by code from the
 * client's answers, so a reviewer cannot mistype one. Scores and the
 * validated scales are computed, so `# scores` and `# scales` keep the
 * section's existing chart or table in place: an edit cannot change a figure.
 */
const CITATION = /\s*\[([^\]]*)\]\s*$/;

export function sectionToMarkup(section: ReportSection): string {
  return section.blocks.map(blockToMarkup).join("\n\n");
}

const cite = (ids: string[]) => (ids.length > 0 ? ` [${ids.join(" ")}]` : "");

function blockToMarkup(block: ReportBlock): string {
  switch (block.type) {
    case "paragraph":
      return ["# paragraph", ...block.claims.map((claim) => `${claim.text}${cite(claim.evidence)}`)].join("\n");
    case "guidance":
      return `# guidance\n${block.text}`;
    case "list":
      return [block.title ? `# list: ${block.title}` : "# list", ...block.items.map((item) => `- ${item}`)].join("\n");
    case "callout":
      return `# callout: ${block.title}\n${block.text}`;
    case "quote":
      return `# quote ${block.sentenceId}`;
    case "plan":
      return [
        `# plan ${block.horizon}`,
        ...block.steps.map((step) => [step.when, step.action, ...(step.measure ? [`measure: ${step.measure}`] : [])].join(" | ") + cite(step.evidence)),
      ].join("\n");
    case "risk-flags":
      return ["# risk-flags", ...block.flags.map((flag) => `${flag.category} (${flag.addedBy})${cite(flag.sentenceIds)}`)].join("\n");
    case "scores":
      return "# scores";
    case "scales":
      return "# scales";
  }
}

export type MarkupResult = { ok: true; section: ReportSection } | { ok: false; message: string };

class MarkupError extends Error {}

/** Parses the reviewer's text back into a section with the original's id and title. */
export function parseSectionMarkup(markup: string, original: ReportSection): MarkupResult {
  try {
    const computed = {
      scores: original.blocks.filter((block) => block.type === "scores"),
      scales: original.blocks.filter((block) => block.type === "scales"),
    };
    const blocks = splitBlocks(markup).map((chunk) => parseBlock(chunk, computed));
    const parsed = reportSectionSchema.safeParse({ ...original, blocks });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, message: `The section is not complete: ${issue?.message ?? "check each block"} (at ${issue?.path.join(".") ?? "the section"}).` };
    }
    return { ok: true, section: parsed.data };
  } catch (error) {
    if (error instanceof MarkupError) return { ok: false, message: error.message };
    throw error;
  }
}

type Chunk = { header: string; lineNumber: number; lines: string[] };

function splitBlocks(markup: string): Chunk[] {
  const chunks: Chunk[] = [];
  markup.replace(/\r\n?/g, "\n").split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith("# ")) chunks.push({ header: line.slice(2).trim(), lineNumber: index + 1, lines: [] });
    else if (line.length > 0) {
      const current = chunks.at(-1);
      if (!current) throw new MarkupError(`Line ${index + 1}: start with a block line such as "# paragraph".`);
      current.lines.push(line);
    }
  });
  if (chunks.length === 0) throw new MarkupError('The section is empty. Start a block with a line such as "# paragraph".');
  return chunks;
}

function citation(line: string): { text: string; ids: string[] } {
  const match = CITATION.exec(line);
  if (!match) return { text: line.trim(), ids: [] };
  return { text: line.slice(0, match.index).trim(), ids: (match[1] ?? "").split(/[\s,]+/).filter(Boolean) };
}

function parseBlock(chunk: Chunk, computed: { scores: ReportBlock[]; scales: ReportBlock[] }): ReportBlock {
  const [kind = "", ...rest] = chunk.header.split(/\s+/);
  const label = chunk.header.includes(":") ? chunk.header.slice(chunk.header.indexOf(":") + 1).trim() : "";
  const at = `Line ${chunk.lineNumber}`;
  switch (kind.replace(/:$/, "")) {
    case "paragraph":
      return { type: "paragraph", claims: chunk.lines.map((line) => { const { text, ids } = citation(line); return { text, evidence: ids }; }) };
    case "guidance":
      return { type: "guidance", text: chunk.lines.join(" ") };
    case "list":
      return { type: "list", ...(label ? { title: label } : {}), items: chunk.lines.map((line) => line.replace(/^[-*]\s*/, "")) };
    case "callout":
      if (!label) throw new MarkupError(`${at}: a callout needs a title, as in "# callout: If today is hard".`);
      return { type: "callout", title: label, text: chunk.lines.join(" ") };
    case "quote":
      if (!rest[0] || chunk.lines.length > 0) throw new MarkupError(`${at}: a quote is only its sentence id, as in "# quote q7.s2"; the words come from the answers.`);
      return { type: "quote", sentenceId: rest[0], text: "" };
    case "plan": {
      const horizon = rest[0];
      if (horizon !== "72-hour" && horizon !== "90-day") throw new MarkupError(`${at}: a plan is "# plan 72-hour" or "# plan 90-day".`);
      return { type: "plan", horizon, steps: chunk.lines.map((line) => planStep(line, at)) };
    }
    case "risk-flags":
      return { type: "risk-flags", flags: chunk.lines.map((line) => riskFlag(line, at)) };
    case "scores": {
      const block = computed.scores.shift();
      if (!block) throw new MarkupError(`${at}: scores are computed from the answers; this section has no chart to keep.`);
      return block;
    }
    case "scales": {
      const block = computed.scales.shift();
      if (!block) throw new MarkupError(`${at}: the scales are scored from the answers; this section has no scales to keep.`);
      return block;
    }
    default:
      throw new MarkupError(`${at}: "# ${kind}" is not a block this editor knows (paragraph, quote, guidance, list, callout, plan, risk-flags, scores, scales).`);
  }
}

function planStep(line: string, at: string) {
  const { text, ids } = citation(line);
  const [when, action, measure] = text.split("|").map((part) => part.trim());
  if (!when || !action) throw new MarkupError(`${at}: a plan step is "When | what to do [q1.s1]".`);
  return { when, action, ...(measure ? { measure: measure.replace(/^measure:\s*/i, "") } : {}), evidence: ids };
}

function riskFlag(line: string, at: string) {
  const { text, ids } = citation(line);
  const match = /^([a-z][a-z0-9-]*)\s*(?:\((screen|model|reviewer)\))?$/.exec(text);
  if (!match?.[1]) throw new MarkupError(`${at}: a flag is "category (reviewer) [q9.s2]".`);
  return { category: match[1], sentenceIds: ids, addedBy: (match[2] ?? "reviewer") as "screen" | "model" | "reviewer" };
}
