/**
 * The Therapist Summary's general wording, written for a clinician: plain,
 * careful and non-diagnostic. Nothing here is about a particular client.
 */
export const clinicianText = {
  aboutThisSummary:
    "This summary gathers a client's written answers to one of our questionnaires under the headings a clinician usually looks for at a first appointment; the client chose to share it. Everything it says about the client cites their own sentences by id (q7.s2 is question 7, sentence 2), and every quotation is exact. It is not a clinical assessment, a diagnosis or a risk assessment, and it makes no treatment recommendations. Themes were found by matching words, so they show what the client wrote about, not how much it weighs on them.",
  concernsOrder:
    "The concerns are ordered by how often and how clearly they appear in the answers, not by their importance to the client, who is the best guide to that.",
  themesIntro:
    "Each concern below lists the questions where it appears, quotes the client's clearest sentences on it exactly as written, and adds a short general note for the clinician, which is background rather than a finding about this client. Sentences the safety screen flagged are quoted only with the risk flags in the brief.",
  strengthsIntro:
    "The resources below are those the client described: people they turn to, things that help, and sources of meaning. They are drawn from the client's own words and may be incomplete; clients in a hard season often understate what they have.",
  resourceLead: {
    support: "The client names people and places they can turn to",
    "what-helps": "The client describes things that help, even a little",
    "memories-meaning": "The client draws on memories, faith or traditions",
  } as Record<string, string>,
  noResources:
    "The client did not describe supports, helpful activities or sources of meaning in a way this summary could pick out. Asking about them directly may be worthwhile; their absence from the written answers does not mean they are absent from the client's life.",
  protectiveNotAsked:
    "Clinicians often ask about reasons for living, people or pets who depend on the client, plans they are looking forward to, and ties to faith or community. The form does not ask about these directly; where the client mentions them, they appear above or in the themes.",
  goalsIntro:
    "The client's goals, in their own words and in the order they wrote them, from their answers to the questions about hopes and what they would like to change.",
  firstSessionTitle: "A possible shape for a first conversation",
  firstSession: [
    "Check current safety directly, whatever the brief shows, and agree what the client will do if things get harder between sessions.",
    "Invite the client to say which of the concerns in this summary matters most to them today.",
    "Ask about the topics listed as not assessed: the form did not ask, so their absence from the answers means nothing.",
    "Return to the client's goals in their own words, and agree one small next step.",
  ],
  considerationsIntro:
    "The observations below are offered as possible areas to explore. They follow from patterns in the written answers, not from an assessment, and they are not conclusions. The clinician's own inquiry and judgment come first.",
  noFlags:
    "The safety screen found no risk language in these answers. The screen matches phrases in what was written and the form does not ask about risk directly, so the absence of a flag is not evidence that risk is absent. A routine inquiry about current safety is advisable.",
  /** When the form asked the PHQ-9 and item 9 was answered 0: many people at risk answer 0 (issue 18). */
  noFlagsWithItem9: (answer: string) =>
    `The safety screen found no risk language in these answers, and the client answered ${answer} to PHQ-9 item 9, on thoughts of being better off dead or of hurting themselves. The screen matches phrases in what was written, and many people at risk answer that item 0, so neither is evidence that risk is absent. A routine inquiry about current safety is advisable.`,
  limits: [
    "Written self-report at one point in time, by the client alone; no one else's account is included.",
    "The questionnaire asks open questions; it does not use standardized measures or ask about symptoms systematically.",
    "Themes were found by matching words, so irony, understatement and context may be missed.",
  ],
} as const;
