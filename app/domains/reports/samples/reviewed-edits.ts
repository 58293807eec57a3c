import type { ReportKind } from "~/shared/report-kinds";

/**
 * What a reviewer rewrote in each sample's template draft, in the review
 * page's section text (document/section-markup.ts), keyed by section id.
 * The samples are made as a buyer's report is: drafted from June Hartley's
 * fictional answers, then reviewed. A reviewer rewrites the opening and a
 * section or two in a warmer, more particular voice, and leaves the rest of
 * the draft as it stands; every claim cites June's own sentences, and quotes
 * are sentence ids whose words code inserts; `# scales` keeps the validated
 * scales code copied in, as a reviewer's edit always does.
 *
 * The sentence ids follow her answers in app/domains/assessments/samples:
 * change an answer's sentences and these citations must be checked again
 * (verification fails the sample's test when one no longer fits).
 */
export type ReviewedEdits = Readonly<Record<string, string>>;

const catharsis: ReviewedEdits = {
  "opening-letter": `
# paragraph
June, thank you for answering every question so fully and so honestly. [q1.s1 q30.s1]
You told us that this second winter after leaving the library has felt like walking through wet sand, with the mornings the hardest part of the day. [q1.s2 q1.s3 q2.s1]
It sounds as if the library gave your days a shape, a purpose and people who were glad to see you, and that once the sorting of the first winter was done, the shape went too. [q24.s2 q2.s2 q2.s3]
You also told us what still works: early walks with Biscuit, the crossword with Frank, and the Sunday calls with Carol and with Rosie. [q12.s1 q12.s2 q13.s1 q28.s1]
# quote q10.s1
# paragraph
That wish to feel useful again, in a way that is your own, runs through many of your answers, and this report keeps coming back to it. [q10.s1 q27.s2 q30.s3]
# guidance
Read this slowly, a section at a time, and leave anything that does not fit. Nothing here is a verdict on you. It is what you told us, set out so that you can see it whole, with a few small steps you might try, starting today.
`,
  "action-plan": `
# paragraph
You asked for help giving the week some shape, so this plan is three small things, one a day, each built on something you already do or already want. [q20.s1]
# plan 72-hour
Today | Take Biscuit out at seven as you always do, and go the long way, by the river, for twenty minutes. When you are home, write your three lines in the notebook. [q18.s1 q19.s1 q18.s3]
Tomorrow | Call the counselor whose name your doctor gave you and ask for a first appointment. If the call feels like too much, write down what you want to say first, as you would prepare for a hard reference question. [q16.s2 q20.s2]
The day after | Send one short note to someone from your book club to say you would like to come back, finished book or not. [q7.s1 q7.s2 q30.s2]
# guidance
If a step does not happen on its day, that is not a failure. Move it to the next day and keep the others. Small, repeated steps tend to matter more than any single big one.
`,
};

const rootCause: ReviewedEdits = {
  problem: `
# paragraph
The problem you describe is a low, heavy mood that settled in during your second winter after retiring, worst in the mornings and in the hour after lunch on dark days. [q1.s2 q1.s3 q2.s1 q22.s2]
It shows up in small ways that add up: a birthday card that takes a whole morning, a list of jobs you sit and look at, messages you leave unanswered. [q6.s2 q3.s2 q29.s1]
# quote q2.s3
# paragraph
You are clear about what you would like instead: to get up without dread, and to have one thing each day that is yours. [q30.s1]
# guidance
The six steps of this analysis look beneath the surface: the problem, the evidence in your own words, what seems to contribute, how those parts may keep each other going, what is worth checking, and a 90-day plan. Each step rests on what you wrote.
`,
  plan: `
# paragraph
This plan builds on what you said already helps: morning light, walks with Biscuit, and being of real use to someone. [q19.s1 q12.s1 q28.s3]
# plan 90-day
Days 1–30 | Give the week a shape: a walk by the river every morning, and one fixed thing on the calendar for each long afternoon, such as the crossword with Frank or a call to Carol. | measure: A morning walk on at least five days a week, noted in your notebook. [q18.s1 q19.s1 q21.s1 q20.s1]
Days 31–60 | See the counselor your doctor suggested, and go back to book club once, finished book or not. | measure: A first counseling appointment kept, and one book club meeting attended. [q16.s2 q7.s1 q30.s2]
Days 61–90 | Try one way of being useful that is your own, such as an hour a week helping people find what they need, as you did for your neighbor. | measure: One volunteer hour a week, four weeks running. [q10.s1 q28.s3 q30.s3]
# guidance
At the end of each phase, read your notebook back. If a phase slipped, repeat it rather than moving on: the plan is yours to pace.
`,
};

const therapistSummary: ReviewedEdits = {
  brief: `
# guidance
Written self-report, Depression Assessment, March 12, 2026 (30 of 30 questions answered). The client's own words, summarized; not a clinical assessment.
# paragraph
Presenting concerns: a low, heavy mood since the second winter after retiring, worst in the mornings and after lunch on dark days. [q1.s2 q2.s1 q22.s2]
Waking around four and going over things, new daytime napping, and small tasks taking much longer. [q5.s1 q5.s3 q6.s1]
Book club and gardening set aside, harsh self-talk, and a recurring thought of being of little use to anyone. [q7.s1 q19.s3 q8.s3 q23.s1]
# guidance
Risk flags (a phrase screen, not a risk assessment), each with the client's sentence:
# risk-flags
# paragraph
Explicit denials: the client does not want more alcohol when low; they drink one glass of wine with supper on Fridays. [q26.s1 q26.s2]
# list: Not assessed by this form
- Suicidal intent, plans or past attempts (PHQ-9 item 9 asks only about thoughts)
- Safety at home: violence, threats or fear of someone close
- Medication, current or past
- Medical history and physical health conditions
- Also not asked: family mental health history
# scales
# paragraph
The client's goals, in their words (Q10; more under The client's goals): [q10.s1 q30.s1]
# quote q10.s1
`,
  "presenting-concerns": `
# guidance
This summary gathers the client's written answers under the headings a clinician usually looks for at a first appointment; the client chose to share it. Every statement about the client cites their own sentences by id (q7.s2 is question 7, sentence 2), and every quotation is exact. It is not a clinical assessment or a diagnosis.
# paragraph
The client describes a low, heavy mood that began in their second winter after retiring from the library, and links it to losing the shape, purpose and company that work gave their days. [q1.s2 q2.s1 q24.s1 q24.s2]
They report early waking with rumination, new daytime napping, and small tasks taking far longer than they used to. [q5.s1 q5.s3 q6.s1 q6.s2]
They have set aside their book club and their garden, and when low they let the phone ring and stop answering messages. [q7.s1 q19.s3 q25.s3 q29.s1]
They describe a harsh inner voice that calls them lazy, and a recurring thought that they are not much use to anyone now. [q8.s3 q23.s1]
Their family doctor gave them a counselor's name in February, which they have not yet called; counseling after their mother's death years ago helped. [q16.s1 q16.s2 q16.s3]
# quote q24.s2
# scales
`,
  goals: `
# guidance
The client's goals, in their own words and in the order they wrote them.
# quote q10.s2
# quote q30.s2
# quote q30.s3
# paragraph
They also ask for help giving the week some shape, and for someone outside the family to talk to. [q20.s1 q20.s2]
`,
};

const enneagram: ReviewedEdits = {
  "near-ties": `
# guidance
Some profiles give a clear answer; others give a close call. When two scores sit within a few points of each other, the order could flip on another day, or with a slightly different reading of one or two statements.
# paragraph
Your two highest scores sit only 2 points apart: 84 for Type 2, the Helper, and 82 for Type 1, the Perfectionist. [e8.s1 e1.s1]
That is a near tie, and Type 1 is also your wing, so the two patterns may be closely woven together in you. [e1.s1 e23.s1]
# paragraph
Your ratings show both patterns plainly. You rated noticing what other people need before they ask as very much like you, and, just as strongly, noticing mistakes that other people seem to miss. [e8.s1 e1.s1]
You gave the same top rating to worrying that people would want you around less if you stopped helping, and to struggling to forgive yourself when you get something wrong. [e67.s1 e93.s1]
# quote e67.s1
# quote e93.s1
# paragraph
It may be that the Helper describes why you do things, to be wanted and close to people, and the Perfectionist describes how you do them, carefully and to a high standard. [e10.s1 e23.s1]
# guidance
A near tie does not mean something has gone wrong. Read the descriptions of both types, and ask which fear and which desire feel most like home. Many people find that one type describes what they do, and the other describes why they do it.
# callout: Which motivation feels most like home?
Type 2: to be loved and wanted, and to express love by caring for others. Type 1: to be good, to do what is right, and to improve things.
`,
};

export const reviewedEdits: Record<ReportKind, ReviewedEdits> = {
  catharsis,
  "root-cause": rootCause,
  "therapist-summary": therapistSummary,
  enneagram,
};
