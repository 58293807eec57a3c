/**
 * The Therapist Summary's general wording, written for a clinician: plain,
 * careful and non-diagnostic. Nothing here is about a particular client.
 */
export const clinicianText = {
  aboutThisSummary: [
    "This summary gathers a client's written answers to one of our structured questionnaires into the headings a clinician usually looks for at a first appointment. The client chose to share it. Everything it says about the client rests on their own sentences, each cited by an id such as q7.s2 (question 7, sentence 2), and every quotation is the client's sentence exactly as written.",
    "It is not a clinical assessment, a diagnosis or a risk assessment, and it makes no treatment recommendations. The themes were found by matching the client's words against lists of words and phrases for each topic, so they show what the client wrote about, not how much it weighs on them. Read the quotations, and where possible the answers in full, before drawing any conclusion.",
  ],
  concernsOrder:
    "The concerns are ordered by how often and how clearly they appear in the answers, which is not necessarily the order of importance to the client. A concern mentioned once may matter more than one mentioned often; the client is the best guide to that.",
  themesIntro:
    "Each theme below lists the questions where it appears, quotes the client's clearest sentences on it, and adds a short general note on what the theme commonly involves. The notes are background for the clinician, not findings about this client.",
  strengthsIntro:
    "The resources below are those the client described: people they turn to, things that help, and sources of meaning. They are drawn from the client's own words and may be incomplete; clients in a hard season often understate what they have.",
  resourceLead: {
    support: "The client names people and places they can turn to",
    "what-helps": "The client describes things that help, even a little",
    "memories-meaning": "The client draws on memories, faith or traditions",
  } as Record<string, string>,
  noResources:
    "The client did not describe supports, helpful activities or sources of meaning in a way this summary could pick out. Asking about them directly may be worthwhile; their absence from the written answers does not mean they are absent from the client's life.",
  strengthsNote:
    "Strengths a client names in writing, such as a trusted friend, a daily walk or a practice of faith, can be useful anchors for a plan between appointments. It may help to ask which of these the client would be willing to lean on more.",
  protectiveNotAsked:
    "Clinicians often ask about reasons for living, people or pets who depend on the client, plans they are looking forward to, and ties to faith or community. The form does not ask about these directly; where the client mentions them, they appear above or in the themes.",
  goalsIntro:
    "The client's goals are given here in their own words, taken from their answers to the questions about hopes and what they would like to change. They are quoted in the order the client wrote them.",
  goalsNote:
    "Goals written before a first appointment are often provisional. Clients may refine them, or find a different priority, once they have talked things through. The wording here can still be a useful starting point for agreeing what the work is for.",
  quotingNote:
    "Quotations keep the client's spelling and punctuation. Sentences the safety screen flagged are not quoted on these pages; they appear only with the risk flags in the brief.",
  firstSessionTitle: "A possible shape for a first conversation",
  firstSession: [
    "Check current safety directly, whatever the brief shows, and agree what the client will do if things get harder between sessions.",
    "Invite the client to say which of the concerns in this summary matters most to them today.",
    "Read one or two of the quotations back, and ask what the client would add or change.",
    "Ask about the topics listed as not assessed, as far as is relevant and comfortable.",
    "Return to the client's goals in their own words, and agree one small next step.",
  ],
  workingWithSummary:
    "Some clients find it easier to have their written words read back than to say them fresh, especially early on. Others may feel exposed seeing their answers summarized. It can help to ask how the client felt about writing the answers and about sharing this summary, and to let them lead on which parts to discuss first.",
  considerationsIntro:
    "The observations below are offered as possible areas to explore. They follow from patterns in the written answers, not from an assessment, and they are not conclusions. The clinician's own enquiry and judgment come first.",
  noFlags:
    "The safety screen found no risk language in these answers. The screen matches phrases in what was written and the form does not ask about risk directly, so the absence of a flag is not evidence that risk is absent. A routine enquiry about current safety is advisable.",
  limits: [
    "Written self-report at one point in time, by the client alone; no one else's account is included.",
    "The questionnaire asks open questions; it does not use standardized measures or ask about symptoms systematically.",
    "Themes were found by matching words, so irony, understatement and context may be missed.",
    "Topics under Not assessed in the brief were not asked and should not be read as absent.",
  ],
} as const;
