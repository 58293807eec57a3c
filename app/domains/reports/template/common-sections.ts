import type { ReportEvidence } from "~/shared/report-evidence";
import { riskItemRaised } from "~/shared/scale-scores";
import type { Claim, ReportSection } from "../document/report-document";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { evidenceScales } from "../document/scale-blocks";
import type { Theme } from "./themes";
import { strongestSentences } from "./themes";
import { fillWording } from "./guidance/blocks/fill";
import { choose, chooseSome } from "./guidance/blocks/variety";
import { therapyFrames } from "./guidance/wordings/therapy-frames";

/**
 * Sections every template report shares. The crisis lines and disclaimer
 * phrases are written out in full here; verification checks them against
 * CRISIS_RESOURCES and REQUIRED_DISCLAIMERS in report-outline.ts.
 */

/** Claims may cite at most this many sentences (report-document's schema). */
const MAX_EVIDENCE = 12;

export function seekHelpNowSection(): ReportSection {
  return {
    id: "seek-help-now",
    title: "When to seek help now",
    newPage: true,
    blocks: [
      {
        type: "guidance",
        text: "This report is written to be read slowly, over days and weeks. Some moments cannot wait that long. If any of the signs below fit you, or someone close to you, please reach out today rather than waiting for a better time.",
      },
      {
        type: "list",
        title: "Reach out now if",
        items: [
          "You are thinking about ending your life, or you have started to think about how you might do it.",
          "You are thinking about hurting yourself or someone else.",
          "You do not feel safe at home, or someone is hurting or threatening you.",
          "You have hardly slept or eaten for several days and cannot get back on track.",
          "You feel you cannot keep yourself safe until you can see someone.",
        ],
      },
      {
        type: "list",
        title: "Where to turn, at any hour",
        items: [
          "Call or text 988 to reach the 988 Suicide & Crisis Lifeline. It is free, it is open day and night, and you can call for yourself or for someone you are worried about.",
          "If writing feels easier than talking, text HOME to 741741 to reach the Crisis Text Line.",
          "If you or someone else is in immediate danger, call 911 or go to the nearest emergency room.",
        ],
      },
      {
        type: "guidance",
        text: "You do not need to be sure that it is an emergency before you call. The people who answer are there to listen and to help you work out the next step, and a call that turns out to be only talking is a call well made.",
      },
      {
        type: "callout",
        title: "Keep these numbers close",
        text: "Many people write 988 on a card in their wallet or save it in their phone, next to the number of one person they trust. Doing it on a calm day means it is there on a hard one.",
      },
    ],
  };
}

export function disclaimersSection(): ReportSection {
  return {
    id: "disclaimers",
    title: "What this report is, and what it is not",
    blocks: [
      {
        type: "guidance",
        text: "This report is not a diagnosis. It describes what you wrote and offers ideas for reflection; it does not assess, name or treat any condition.",
      },
      {
        type: "guidance",
        text: "It is not a substitute for care from a licensed professional. A doctor, counselor, psychologist or therapist who can talk with you in person will understand far more than any written report can.",
      },
      {
        type: "guidance",
        text: "This report is not for emergencies. If you are in danger or thinking about ending your life, call or text 988, text HOME to 741741, or call 911.",
      },
      {
        type: "guidance",
        text: "The quotations in this report are your own sentences, copied exactly as you wrote them. The rest is our reading of them, and it may be wrong in places: you know your life far better than we do. Take what fits and leave the rest. A member of our team reads every report before it is sent to you.",
      },
    ],
  };
}

/** The Therapist Summary's disclaimers, addressed to the clinician who reads it (the same required phrases). */
export function clinicianDisclaimersSection(): ReportSection {
  return {
    id: "disclaimers",
    title: "About this summary",
    // Kept short: the summary's last page is full, and the PDF adds how it was prepared (ADR 0063).
    // That the client chose to share it is said where the summary opens (text.ts, aboutThisSummary).
    blocks: [
      {
        type: "guidance",
        text: "This report is not a diagnosis. It summarizes a self-report questionnaire: no clinical interview or assessment was made, and no condition is named or ruled out.",
      },
      {
        type: "guidance",
        text: "It is not a substitute for care from a licensed professional, nor for your own assessment of the client: read it as a starting point for a first conversation. This summary is not for emergencies: a client at risk should call or text 988, text HOME to 741741, or call 911.",
      },
      {
        type: "guidance",
        text: "Quotations are copied exactly as written, with the number of the question they answered.",
      },
    ],
  };
}

/**
 * Opens a flagged submission's report. Cites the sentences that raised the
 * concern by id only: the words are not repeated, so no method or detail
 * the client wrote is ever printed back to them.
 */
export function helpNowSection(evidence: ReportEvidence): ReportSection {
  const flagged = evidence.safety.sentenceIds.slice(0, MAX_EVIDENCE);
  const acknowledgement: Claim[] =
    flagged.length > 0
      ? [
          {
            text: "Some of what you wrote tells us that you may be carrying something very heavy right now, perhaps heavier than anyone should carry alone.",
            evidence: flagged,
          },
        ]
      : [];
  return {
    id: HELP_NOW_SECTION,
    title: "Before you read on",
    blocks: [
      ...(acknowledgement.length > 0 ? [{ type: "paragraph" as const, claims: acknowledgement }] : []),
      // PHQ-9 item 9 is an answer to a scale item, not a sentence: said in general words, never with the item's text.
      ...(riskItemRaised(evidenceScales(evidence))
        ? [
            {
              type: "guidance" as const,
              text: "One of your answers to the short questionnaire about the last two weeks tells us that some days have been very hard, hard enough that thoughts of not being here, or of hurting yourself, have come to you.",
            },
          ]
        : []),
      {
        type: "guidance",
        text: "We are glad you told us. Before anything else in this report, we want you to know that help is there today, at any hour, and that reaching for it is a sign of strength, not of failure.",
      },
      {
        type: "guidance",
        text: "If you are thinking about ending your life or hurting yourself, please call or text 988 now, or text HOME to 741741 if writing is easier. If you are in immediate danger, call 911. You can also tell one person you trust how you are really doing, today.",
      },
      {
        type: "guidance",
        text: "The rest of this report will still be here when you are ready. Please put your safety first.",
      },
    ],
  };
}

/** Plain, specific preparation for a first appointment, drawn from the strongest themes. */
export function preparingForTherapySection(themes: Theme[], evidence: ReportEvidence, people: readonly { name: string; sentenceId: string }[] = []): ReportSection {
  const seed = evidence.submissionId;
  // The people the client named, by name (ADR 0067), cited; otherwise the general line.
  const named = people.slice(0, 3);
  const names = named.length > 0 ? joinNames(named.map((person) => person.name)) : undefined;
  const peopleItem = fillWording(therapyFrames.peopleToName, { person: names });
  // One set of the three sentences per report: each leans on the one before it.
  const whatYouWrote = choose(seed, "therapy-wrote", [therapyFrames.whatYouWrote, ...therapyFrames.whatYouWroteMore]);
  const claims: Claim[] = themes.slice(0, whatYouWrote.length).flatMap((theme, index): Claim[] => {
    const sentences = strongestSentences(evidence, theme, 2);
    if (sentences.length === 0) return [];
    return [{ text: fillWording(whatYouWrote[index]!, { theme: lowerFirst(theme.label) }), evidence: sentences.map((sentence) => sentence.id) }];
  });
  const reportItem = choose(seed, "therapy-bring-report", [therapyFrames.bring[0], ...therapyFrames.bringReport]);
  return {
    id: "preparing-for-therapy",
    title: "Preparing for therapy",
    newPage: true,
    blocks: [
      { type: "guidance", text: choose(seed, "therapy-intro", therapyFrames.intro) },
      ...(claims.length > 0 ? [{ type: "paragraph" as const, claims }] : []),
      ...(names ? [{ type: "paragraph" as const, claims: [{ text: fillWording(therapyFrames.whoIsInYourLife, { person: names }), evidence: named.map((person) => person.sentenceId) }] }] : []),
      // The report itself is always on the list: every intro speaks of taking it along.
      { type: "list", title: "What to bring", items: [reportItem, ...chooseSome(seed, "therapy-bring", therapyFrames.bring.slice(1), 3), peopleItem] },
      { type: "list", title: "Three questions to ask", items: chooseSome(seed, "therapy-ask", therapyFrames.ask, 3) },
      { type: "guidance", text: choose(seed, "therapy-finding", therapyFrames.finding) },
      { type: "guidance", text: choose(seed, "therapy-awkward", therapyFrames.awkward) },
    ],
  };
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}
