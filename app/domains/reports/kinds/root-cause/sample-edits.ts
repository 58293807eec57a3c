import type { ReviewedEdits } from "../report-kind-definition";

/** What a reviewer rewrote in this kind's sample (see samples/reviewed-edits.ts). */
export const rootCauseSampleEdits: ReviewedEdits = {
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
