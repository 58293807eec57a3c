/**
 * Three free, widely used self-report scales, in their published wording and
 * response options (issue 18). All three may be reproduced without
 * permission; each carries the credit its authors ask for. Scores and bands
 * are computed by code (`score-scales.ts`), never by a model.
 *
 * Item ids ("phq9-9") are stored with the answers: never renumber one. A
 * change of wording here is a change to every bank that asks the scale, so
 * those banks need a new version.
 */
export const scaleIds = ["phq-9", "gad-7", "who-5"] as const;
export type ScaleId = (typeof scaleIds)[number];

export type ScaleOption = { value: number; label: string };
export type ScaleItem = { id: string; number: number; text: string };

export type ScaleDefinition = {
  id: ScaleId;
  /** "PHQ-9": how clinicians know it. */
  name: string;
  /** The full name, for headings and the credit. */
  title: string;
  /** What it asks about, in plain words ("signs of depression"). */
  measures: string;
  /** What it is, for a client who has never heard its name (issue 34): shown under its title on the form. */
  inPlainWords: string;
  /** The published instruction, with its two-week framing. */
  stem: string;
  /** In the published order; the first is what a form shows first. */
  options: ScaleOption[];
  items: ScaleItem[];
  credit: string;
};

/** PHQ-9 and GAD-7 share their answers and their authors' terms. */
const frequencyOptions: ScaleOption[] = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "Several days" },
  { value: 2, label: "More than half the days" },
  { value: 3, label: "Nearly every day" },
];

const pfizerCredit =
  "Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.";

function items(prefix: string, texts: string[]): ScaleItem[] {
  return texts.map((text, index) => ({ id: `${prefix}-${index + 1}`, number: index + 1, text }));
}

export const phq9: ScaleDefinition = {
  id: "phq-9",
  name: "PHQ-9",
  title: "Patient Health Questionnaire (PHQ-9)",
  measures: "signs of depression",
  inPlainWords: "A short check of mood that doctors use everywhere: nine questions about the last two weeks.",
  stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  options: frequencyOptions,
  items: items("phq9", [
    "Little interest or pleasure in doing things",
    "Feeling down, depressed, or hopeless",
    "Trouble falling or staying asleep, or sleeping too much",
    "Feeling tired or having little energy",
    "Poor appetite or overeating",
    "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
    "Trouble concentrating on things, such as reading the newspaper or watching television",
    "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
    "Thoughts that you would be better off dead or of hurting yourself in some way",
  ]),
  credit: `PHQ-9: Kroenke K, Spitzer RL, Williams JBW. J Gen Intern Med. 2001;16:606–613. ${pfizerCredit}`,
};

/** PHQ-9 item 9 above zero is a hard safety trigger (issue 18): it adds to the text screen, never replaces it. */
export const PHQ9_RISK_ITEM_ID = "phq9-9";

export const gad7: ScaleDefinition = {
  id: "gad-7",
  name: "GAD-7",
  title: "Generalized Anxiety Disorder scale (GAD-7)",
  measures: "signs of anxiety",
  inPlainWords: "A short check of worry and nerves that doctors use everywhere: seven questions about the last two weeks.",
  stem: "Over the last 2 weeks, how often have you been bothered by the following problems?",
  options: frequencyOptions,
  items: items("gad7", [
    "Feeling nervous, anxious or on edge",
    "Not being able to stop or control worrying",
    "Worrying too much about different things",
    "Trouble relaxing",
    "Being so restless that it is hard to sit still",
    "Becoming easily annoyed or irritable",
    "Feeling afraid as if something awful might happen",
  ]),
  credit: `GAD-7: Spitzer RL, Kroenke K, Williams JBW, Löwe B. Arch Intern Med. 2006;166:1092–1097. ${pfizerCredit}`,
};

export const who5: ScaleDefinition = {
  id: "who-5",
  name: "WHO-5",
  title: "WHO-5 Well-Being Index",
  measures: "wellbeing",
  inPlainWords: "A short wellbeing check that doctors use everywhere: five questions about the last two weeks.",
  stem: "Please indicate for each of the five statements which is closest to how you have been feeling over the last two weeks.",
  options: [
    { value: 5, label: "All of the time" },
    { value: 4, label: "Most of the time" },
    { value: 3, label: "More than half of the time" },
    { value: 2, label: "Less than half of the time" },
    { value: 1, label: "Some of the time" },
    { value: 0, label: "At no time" },
  ],
  items: items("who5", [
    "I have felt cheerful and in good spirits",
    "I have felt calm and relaxed",
    "I have felt active and vigorous",
    "I woke up feeling fresh and rested",
    "My daily life has been filled with things that interest me",
  ]),
  credit:
    "WHO-5 Well-Being Index © Psychiatric Centre North Zealand, Hillerød, Denmark (1998). Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a systematic review of the literature. Psychother Psychosom. 2015;84:167–176.",
};

export const scaleDefinitions: Record<ScaleId, ScaleDefinition> = { "phq-9": phq9, "gad-7": gad7, "who-5": who5 };

export function scaleItemIds(scales: readonly ScaleId[]): string[] {
  return scales.flatMap((id) => scaleDefinitions[id].items.map((item) => item.id));
}

/** The scale an item id belongs to, or null for an id no scale has. */
export function scaleOfItem(itemId: string): ScaleDefinition | null {
  return Object.values(scaleDefinitions).find((scale) => scale.items.some((item) => item.id === itemId)) ?? null;
}

/** The section the scales make before the open questions; its wording is part of each bank's version. */
export const SCALES_SECTION = {
  title: "The last two weeks",
  description:
    "These short checklists are used by doctors and counselors around the world. For each line, choose the answer closest to how you have felt over the last two weeks. There are no right or wrong answers, and it takes a few minutes. Your written answers come after.",
} as const;
