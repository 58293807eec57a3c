import type { DraftedSection, ReportBlock, ReportSection } from "~/domains/reports/document/report-document";
import type { DraftRequest } from "~/domains/reports/document/report-drafter";
import { definitionOf } from "~/domains/reports/kinds";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import { sectionsAskedIn } from "../../tests/support/fake-openai-server";

/**
 * A stand-in for a model, for the benches (issue 30): it answers each call of a report drafted in
 * parts with the template drafter's own sections for the client being drafted, written as a model
 * is asked to write them (quotes by id, no scores or scales), keeping only what cites the
 * sentences that call was shown, and within a share's block limit. It exercises the model
 * drafter's whole path (plan, prompts, calls, joining, finishing, verification) and gives
 * answers of a real report's length to count; it says nothing of a real model's prose.
 */
export function templateModel() {
  let request: DraftRequest | null = null;
  let template: ReportDocument | null = null;
  return {
    /** The report the next calls are for (drafts run one at a time). */
    drafting(next: DraftRequest): void {
      request = next;
      template = definitionOf(next.kind).draftTemplate(next.evidence);
    },
    /** The answer text to one request body (OpenAI's chat completions shape). */
    answer(body: Record<string, unknown>): string {
      if (!request || !template) throw new Error("templateModel: nothing is being drafted");
      const prompt = userText(body);
      const shown = new Set([...prompt.matchAll(/^ {2}([qe]\d{1,3}\.s\d{1,3})(?: \(rated \d of 5\))?: /gm)].map((match) => match[1]!));
      const limit = Number(/at most (\d+) blocks/.exec(prompt)?.[1] ?? 60);
      const share = Number(/this is share (\d+) of/.exec(prompt)?.[1] ?? 1);
      const sections = sectionsAskedIn(body).map((id) => {
        const section = template!.sections.find((candidate) => candidate.id === id) ?? { id, title: id, blocks: [] };
        return asDrafted(section, shown, limit, share > 1);
      });
      return JSON.stringify({ sections });
    },
  };
}

function userText(body: Record<string, unknown>): string {
  const messages = (body.messages as { role: string; content: unknown }[] | undefined) ?? [];
  const user = messages.find((message) => message.role === "user")?.content;
  return typeof user === "string" ? user : JSON.stringify(user ?? "");
}

/** A template section as a model would answer it, citing only `shown`; a later share leaves out the general blocks the first one wrote. */
function asDrafted(section: ReportSection, shown: ReadonlySet<string>, limit: number, laterShare: boolean): DraftedSection {
  const first = [...shown][0];
  const blocks = section.blocks.flatMap((block): DraftedSection["blocks"] => {
    switch (block.type) {
      case "scores":
      case "scales":
        return [];
      case "quote":
        return shown.has(block.sentenceId) ? [{ type: "quote", sentenceId: block.sentenceId }] : [];
      case "paragraph": {
        const claims = block.claims.map((claim) => ({ ...claim, evidence: claim.evidence.filter((id) => shown.has(id)) })).filter((claim) => claim.evidence.length > 0);
        return claims.length ? [{ type: "paragraph", claims }] : [];
      }
      case "plan": {
        const steps = block.steps.map((step) => {
          const evidence = step.evidence.filter((id) => shown.has(id));
          return { ...step, evidence: evidence.length || !first ? evidence : [first] };
        });
        return [{ ...block, steps }];
      }
      case "risk-flags":
        return [{ type: "risk-flags", flags: block.flags.map((flag) => ({ ...flag, sentenceIds: flag.sentenceIds.filter((id) => shown.has(id)) })) }];
      default:
        return laterShare ? [] : [block as Exclude<ReportBlock, { type: "scores" | "scales" | "quote" | "paragraph" | "plan" | "risk-flags" }>];
    }
  });
  const kept = blocks.slice(0, limit);
  return { id: section.id, title: section.title, ...(section.newPage ? { newPage: true } : {}), blocks: kept.length ? kept : [{ type: "guidance", text: "More on this with your reviewer." }] };
}
