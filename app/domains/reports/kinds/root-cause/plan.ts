import type { PlanStep, ReportSection } from "../../document/report-document";
import { callout, claim, guidance, list, lowerFirst, paragraph, questionReference, themeAt, topIds } from "../../template/drafting";
import { guidanceFor } from "../../template/guidance-library";
import { blockText } from "../../template/guidance/blocks/tailoring";
import type { SelectedBlock } from "../../template/guidance/blocks/select-blocks";
import { idsFitting } from "../../roles/block-purpose";
import { sentenceRoles } from "../../roles/sentence-roles";
import type { Theme } from "../../template/themes";
import type { Facts } from "./facts";
import { say } from "./wordings";

const PHASES = ["Days 1–30", "Days 31–60", "Days 61–90"] as const;

/**
 * Step 6: three 30-day phases from the strongest themes, each with a step beside it from a
 * guidance block the client's words chose within that theme, so the plan starts where they wrote.
 */
export function plan(facts: Facts, themes: Theme[]): ReportSection {
  const { evidence, tailoring } = facts;
  const phaseThemes = [themeAt(themes, 0), themeAt(themes, 1), themeAt(themes, 0)];
  const used = new Set<string>();
  const starters = phaseThemes.map((theme): SelectedBlock | undefined => {
    const chosen = facts.blocksOf(theme).find((candidate) => !used.has(candidate.block.id));
    if (chosen) used.add(chosen.block.id);
    return chosen;
  });
  const steps: PlanStep[] = PHASES.map((when, index) => {
    const theme = phaseThemes[index];
    const phase = guidanceFor(theme?.id ?? "").phases[index]!;
    const starter = starters[index];
    // The block's step is said beside the phase's action, on its own topic: it is not a step of that action.
    const first = starter ? ` Alongside it, on ${starter.block.topic}: ${lowerFirst(blockText(tailoring, starter, "step", starter.block.step))}` : "";
    // The library's action and measure, tied to the answers they answer, so two clients rarely share one (issue 28).
    const where = questionReference(evidence, topIds(theme, 3));
    return {
      when,
      action: `${say(tailoring.details.seed, "phaseAction", { where, action: lowerFirst(phase.action) }, String(index))}${first}`,
      measure: say(tailoring.details.seed, "phaseMeasure", { where, measure: phase.measure.replace(/\.$/, "") }, String(index)),
      evidence: [...new Set([...topIds(theme, 2), ...(starter?.sentenceIds.slice(0, 2) ?? [])])],
    };
  });
  const supports = supportIds(facts, themes);
  const name = tailoring.details.firstName;
  return {
    id: "plan",
    title: "Step 6: Your 90-day plan",
    blocks: [
      ...paragraph(
        claim(
          `The plan has three phases of about 30 days, starting with ${lowerFirst(phaseThemes[0]?.label ?? "what you wrote")} in ${questionReference(evidence, topIds(phaseThemes[0], 4))}.`,
          topIds(phaseThemes[0], 4),
        ),
      ),
      { type: "plan", horizon: "90-day", steps },
      ...paragraph(
        ...phaseThemes.flatMap((theme, index) => {
          if (!theme) return [];
          const starter = starters[index];
          return [
            claim(
              `Phase ${index + 1} answers what you wrote about ${lowerFirst(theme.label)}${starter ? `, and about ${starter.block.topic}` : ""}, in ${questionReference(evidence, steps[index]!.evidence)}.`,
              steps[index]!.evidence,
            ),
          ];
        }),
      ),
      // The prompts name the client's own answers, not their topics, to keep the reading grade down.
      list("A weekly check-in, five minutes each Sunday", [
        say(tailoring.details.seed, "checkInDone", { where: questionReference(evidence, topIds(phaseThemes[0], 3)) }),
        say(tailoring.details.seed, "checkInBlocked", { where: questionReference(evidence, topIds(phaseThemes[1] ?? phaseThemes[0], 2)) }),
      ]),
      callout(
        "If progress stalls",
        `Make the action smaller rather than giving it up, and let a phase take longer than 30 days; ${name ? `${name}, ` : ""}what you wrote in ${questionReference(evidence, topIds(phaseThemes[0], 1))} matters more than the calendar.`,
      ),
      ...(supports.length > 0
        ? paragraph(
            claim(
              say(tailoring.details.seed, "nextFocus", { where: questionReference(evidence, supports) }),
              supports,
            ),
          )
        : guidance("At the end of the 90 days, read this report again and choose the next focus, perhaps with a counselor or someone you trust.")),
    ],
  };
}

/** Sentences of the client's support themes that read as a support (ADR 0062): never one of withdrawal or risk. */
function supportIds(facts: Facts, themes: Theme[]): string[] {
  const readings = sentenceRoles(facts.evidence);
  const ids = themes.filter((theme) => theme.id === "support" || theme.id === "what-helps").flatMap((theme) => theme.sentenceIds);
  return idsFitting(readings, ids, "support").slice(0, 2);
}
