/**
 * The two things a report never writes (docs/report-style.md, "What we never
 * write"): a diagnosis or label stated as fact, and medication advice of any
 * kind. These are phrase patterns, not a model: they catch the ways a drafter
 * (or a tired reviewer) actually slips, and each pattern has tests both ways.
 * They read only the report's own prose; the client's quoted words are never
 * checked (the client may write "I was diagnosed with depression").
 */

// ---- shared vocabulary -------------------------------------------------------

/** Named conditions; bare "depression" is handled apart (it is also an ordinary word). */
const CONDITIONS = [
  "(?:[a-z-]+ ){1,2}disorders?",
  "(?:clinical|major|severe|chronic|postpartum|postnatal|seasonal|endogenous) depression",
  "depressive episodes?",
  "dysthymia",
  "c-?ptsd",
  "ptsd",
  "post-?traumatic stress",
  "bipolar(?: (?:i|ii|1|2))?",
  "bpd",
  "mdd",
  "gad",
  "ocd",
  "adhd",
  "npd",
  "schizophrenia",
  "psychosis",
  "anorexia(?: nervosa)?",
  "bulimia(?: nervosa)?",
  "insomnia",
  "complicated grief",
  "dementia",
  "alzheimer'?s",
  "autism",
  "alcoholism",
  "an addiction",
  "codependency",
  "(?:a )?mental illness",
  "(?:a )?personality disorder",
].join("|");

/** Labels put on a person ("you are bipolar", "he is a narcissist"). */
const LABELS = [
  "(?:clinically )?depressed",
  "bipolar",
  "borderline",
  "narcissistic",
  "sociopathic",
  "psychopathic",
  "schizophrenic",
  "psychotic",
  "anorexic",
  "bulimic",
  "autistic",
  "codependent",
  "suicidal",
  "abusive",
  "toxic",
  "mentally ill",
  "an? (?:narcissist|sociopath|psychopath|abuser|alcoholic|addict|gaslighter|hypochondriac|depressive|schizophrenic|codependent)",
].join("|");

const PEOPLE =
  "husband|wife|partner|spouse|ex|ex-husband|ex-wife|ex-partner|boyfriend|girlfriend|fianc[eé]e?|mother|father|mom|mum|dad|stepfather|stepmother|mother-in-law|father-in-law|son|daughter|brother|sister|boss|family";

/** Words allowed between a verb and the label ("is clearly a narcissist"). */
const FILLERS = "(?:(?:a|an|so|very|quite|really|clearly|probably|likely|possibly|definitely|truly|just|not|never|also|textbook|classic|perhaps) )*";

// ---- text preparation --------------------------------------------------------

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(you|we|they)'re\b/gi, "$1 are"],
  [/\b(you|we|they|i)'ve\b/gi, "$1 have"],
  [/\b(he|she|it|that|this|what)'s\b/gi, "$1 is"],
  [/\bcan't\b/gi, "can not"],
  [/\bwon't\b/gi, "will not"],
  [/\b(\w+)n't\b/gi, "$1 not"],
];

function prepare(text: string): string {
  let prepared = text.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) prepared = prepared.replace(pattern, replacement);
  return prepared;
}

function sentencesOf(text: string): string[] {
  return prepare(text)
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** "If your partner is abusive, …" and "whether this is depression" state nothing as fact. */
const CONDITIONAL = /\b(?:if|whether|unless)\b/i;
/** "You told us your doctor called it depression": the client's account, attributed to them. */
const REPORTED =
  /\b(?:you (?:told us|tell us|wrote|write|said|say|mentioned|mention|described|describe|shared|explained|noted|called|call)|in your (?:own )?words|as you put it|your doctor (?:told|said|diagnosed))\b/i;

/**
 * `negatable`: a "not" or "never" inside the match, or in the two words just
 * before it, cancels it ("grief is not a disorder", "is not a sign of
 * depression"); never set for medication, where "do not stop your
 * medication" is still advice.
 */
type Pattern = { pattern: RegExp; exemptions: RegExp[]; negatable?: boolean };

function matches(text: string, patterns: readonly Pattern[]): boolean {
  for (const sentence of sentencesOf(text)) {
    for (const { pattern, exemptions, negatable } of patterns) {
      for (const match of sentence.matchAll(pattern)) {
        const before = sentence.slice(0, match.index);
        if (exemptions.some((exemption) => exemption.test(before))) continue;
        const justBefore = before.split(" ").slice(-3).join(" ");
        if (negatable && /\b(?:not|never)\b/i.test(`${justBefore} ${match[0]}`)) continue;
        return true;
      }
    }
  }
  return false;
}

const g = (source: string, flags = "gi") => new RegExp(source, flags);

// ---- diagnosis ---------------------------------------------------------------

const HAS =
  "(?:have|have got|got|suffer from|live with|struggle with|experience|(?:are|be) (?:suffering from|living with|dealing with|struggling with|battling|experiencing))";
const HEDGE = "(?:(?:may|might|could|probably|clearly|definitely|likely|seem to|appear to) )?";
const SEVERITY = "(?:(?:a|an|some|mild|moderate|severe|serious|chronic|clear|classic|significant) )*";
const COPULA =
  "(?:is|are|was|were|am|be|been|being|(?:may|might|could|can|would|will) be|seems?(?: to be)?|appears?(?: to be)?|sounds? like|looks? like|must be|becomes?|became|has become|have become|has been|have been|had been)";
const SUBJECT = `(?:you|he|she|they|it|this|that|what you (?:describe|wrote|feel)|(?:your|his|her) (?:${PEOPLE}))`;

/**
 * Anxiety is an ordinary feeling as well as a condition: "you have anxiety" names the condition,
 * "you have some anxiety about the move" a feeling with an object (issue 31).
 */
const ANXIETY = "(?:(?:social|health|generali[sz]ed|separation|performance|chronic|clinical) )?anxiety(?! (?:about|around|over|that|when|whenever|before|after|at|in|on|for|of|with|as|because)\\b)";
/** Someone else "has" a condition: "your husband has PTSD", "she has bipolar disorder". */
const THIRD_PERSON = `(?:he|she|(?:your|his|her) (?:${PEOPLE}))`;
const HAS_THIRD = "(?:has|has got|suffers from|lives with|struggles with|is (?:suffering from|living with|dealing with|struggling with|battling))";

const diagnosisPatterns: Pattern[] = [
  // "You have depression", "you suffer from PTSD", "you may have complicated grief", "you have anxiety".
  { pattern: g(`\\byou ${HEDGE}${HAS} ${SEVERITY}(?:${CONDITIONS}|depression|${ANXIETY})\\b`), exemptions: [CONDITIONAL, REPORTED] },
  // "Your husband has PTSD", "she probably has bipolar disorder".
  { pattern: g(`\\b${THIRD_PERSON} ${HEDGE}${HAS_THIRD} ${SEVERITY}(?:${CONDITIONS}|depression|${ANXIETY})\\b`), exemptions: [CONDITIONAL, REPORTED] },
  // "You are bipolar", "your husband is abusive", "this is clinical depression", "it sounds like PTSD".
  { pattern: g(`\\b${SUBJECT} ${COPULA} ${FILLERS}(?:${LABELS}|${CONDITIONS}|depression)\\b`), exemptions: [CONDITIONAL, REPORTED], negatable: true },
  // "Frank is a narcissist": a named person (case matters, so this one is not case-insensitive).
  { pattern: g(`\\b[A-Z][a-z]+ ${COPULA} ${FILLERS}(?:${LABELS})\\b`, "g"), exemptions: [CONDITIONAL, REPORTED], negatable: true },
  // "You show symptoms of depression".
  {
    pattern: g(`\\byou (?:have|show|are showing|display|are displaying|are experiencing|experience) (?:the |clear |classic )?(?:signs?|symptoms?) of (?:${CONDITIONS}|depression)\\b`),
    exemptions: [CONDITIONAL, REPORTED],
  },
  // "Consistent with major depressive disorder", "typical of depression".
  {
    pattern: g(`\\b(?:consistent with|indicative of|suggestive of|characteristic of|typical of|a sign of|signs of|symptoms of) (?:an? )?(?:${CONDITIONS}|depression)\\b`),
    exemptions: [CONDITIONAL, REPORTED],
    negatable: true,
  },
  // "Narcissistic traits", "borderline tendencies".
  {
    pattern: g("\\b(?:narcissistic|sociopathic|psychopathic|borderline|histrionic|antisocial|obsessive-compulsive) (?:traits?|tendencies|personality)\\b"),
    exemptions: [CONDITIONAL, REPORTED],
  },
  // "Your depression", "your PTSD" (but "your depression survey" is the form's name).
  { pattern: g(`\\byour (?:${CONDITIONS}|depression)\\b(?! (?:survey|form|questionnaire|report|answers|scores?))`), exemptions: [REPORTED] },
  // "Your abusive husband", "you are in an abusive marriage".
  {
    pattern: g(`\\b(?:your|an?) (?:abusive|narcissistic|sociopathic|psychopathic|alcoholic|toxic) (?:${PEOPLE}|marriage|relationship|home)\\b`),
    exemptions: [CONDITIONAL, REPORTED, /\b(?:no one|nobody|anyone|someone|people)\b/i],
  },
  // A score read as a diagnosis (issue 18): "your PHQ-9 score means you have depression", "the GAD-7 shows an anxiety
  // disorder", "your scores confirm that you are depressed". A band is reported in words with "This is not a diagnosis."
  {
    pattern: g(
      `\\b(?:scores?|results?|phq-9|gad-7|who-5)\\b[^.;]{0,40}?\\b(?:means?|shows?|indicates?|confirms?|proves?|reveals?|points? to|diagnoses?)\\b (?:that )?(?:you (?:have|are) )?${SEVERITY}(?:${CONDITIONS}|${LABELS}|depression|anxiety)\\b`,
    ),
    exemptions: [CONDITIONAL, REPORTED],
    negatable: true,
  },
  // "You meet the criteria for…", "a textbook case of…", "we would diagnose…".
  {
    pattern: g("\\b(?:meets?|fits?|satisf(?:y|ies)) (?:the )?(?:diagnostic |clinical )?criteria\\b|\\b(?:textbook|classic) case of\\b|\\b(?:we|i) (?:would )?diagnose\\b|\\bdiagnose(?:d)? you\\b"),
    exemptions: [CONDITIONAL, REPORTED],
  },
];

/** Whether the text states a diagnosis or a clinical label as fact. */
export function statesDiagnosis(text: string): boolean {
  return matches(text, diagnosisPatterns);
}

// ---- medication --------------------------------------------------------------

/** Any named drug is out, whoever would take it: the report never names one. */
const DRUGS = [
  "sertraline", "zoloft", "fluoxetine", "prozac", "paroxetine", "paxil", "citalopram", "celexa", "escitalopram", "lexapro",
  "venlafaxine", "effexor", "duloxetine", "cymbalta", "bupropion", "wellbutrin", "mirtazapine", "remeron", "trazodone",
  "amitriptyline", "nortriptyline", "vortioxetine", "trintellix", "xanax", "alprazolam", "valium", "diazepam", "ativan",
  "lorazepam", "klonopin", "clonazepam", "ambien", "zolpidem", "lithium", "lamotrigine", "lamictal", "quetiapine", "seroquel",
  "aripiprazole", "abilify", "olanzapine", "zyprexa", "risperidone", "risperdal", "adderall", "ritalin", "methylphenidate",
  "gabapentin", "pregabalin", "buspirone", "hydroxyzine", "propranolol", "melatonin", "st\\.? john'?s wort", "ketamine", "esketamine",
].join("|");

const MEDICINES =
  "medications?|medicines?|meds|anti-?depressants?|pills?|tablets|capsules?|prescriptions?|(?:your|the|a higher|a lower) doses?|dosage|ssris?|snris?|maois?|benzodiazepines?|benzos|sleep aids?|mood stabili[sz]ers?|anti-?psychotics?|anti-anxiety|sedatives?|tranquili[sz]ers?|supplements?";

const ADVICE =
  "start(?:ing)?|stop(?:ping)?|quit(?:ting)?|chang(?:e|ing)|switch(?:ing)?|taper(?:ing)?|increas(?:e|ing)|decreas(?:e|ing)|reduc(?:e|ing)|lower(?:ing)?|rais(?:e|ing)|doubl(?:e|ing)|halv(?:e|ing)|skip(?:ping)?|adjust(?:ing)?|discontinu(?:e|ing)|resum(?:e|ing)|restart(?:ing)?|wean(?:ing)?|(?:come|coming|go|going|get|getting) off|cut(?:ting)? (?:down|back)(?: on)?|try(?:ing)?|consider(?:ing)?|request(?:ing)?|add(?:ing)?|get(?:ting)?|keep taking|continu(?:e|ing)(?: taking)?|discuss(?:ing)?|benefit(?:ing)? from|up";
const CLINICIAN = "(?:doctor|gp|physician|psychiatrist|pharmacist|prescriber|nurse|provider|therapist)s?";
const NEAR = "(?:[\\w'-]+ ){0,5}";

const medicationPatterns: Pattern[] = [
  { pattern: g(`\\b(?:${DRUGS})\\b`), exemptions: [] },
  // Doses: "20 mg", "0.5mg", "500 mcg".
  { pattern: g("\\b\\d+(?:\\.\\d+)?\\s?(?:mg|milligrams?|mcg|micrograms?|µg|ml|millilit(?:er|re)s?)\\b"), exemptions: [] },
  // "Stop taking your antidepressant", "consider an SSRI", "come off the pills".
  { pattern: g(`\\b(?:${ADVICE}) ${NEAR}(?:${MEDICINES})\\b`), exemptions: [REPORTED] },
  // "Take your tablets", "remember to take your medication" (but "you take medication for blood pressure" is a fact).
  {
    pattern: g(`(?:^|\\b(?:should|could|must|need to|needs to|want to|try to|remember to|please|always|never|do not|to) )(?:take|taking) ${NEAR}(?:${MEDICINES})\\b`),
    exemptions: [REPORTED],
  },
  // "Ask your doctor about antidepressants", "talk to your GP about medication".
  {
    pattern: g(`\\b(?:ask(?:ing)?|talk(?:ing)?(?: with| to)?|speak(?:ing)?(?: with| to)?|check(?:ing)?(?: with)?) (?:your|a|the) ${CLINICIAN} ${NEAR}(?:${MEDICINES})\\b`),
    exemptions: [REPORTED],
  },
  // "Medication might help", "an antidepressant could ease the early waking".
  { pattern: g(`\\b(?:${MEDICINES}) (?:may|might|could|can|would|will|should|often|usually) (?:help|ease|improve|lift|be worth|make)\\b`), exemptions: [REPORTED] },
  // "Your doctor may prescribe something".
  { pattern: g("\\b(?:may|might|can|could|will|would|should) prescribe\\b"), exemptions: [] },
];

/** Whether the text gives medication advice of any kind (or names a drug or a dose). */
export function givesMedicationAdvice(text: string): boolean {
  return matches(text, medicationPatterns);
}
