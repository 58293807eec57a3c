import type { ReviewedEdits } from "../report-kind-definition";

/** What a reviewer rewrote in this kind's sample (see samples/reviewed-edits.ts). */
export const catharsisSampleEdits: ReviewedEdits = {
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

/** What a reviewer rewrote in the grief sample, drafted from Ellen Marsh's answers. */
export const catharsisGriefSampleEdits: ReviewedEdits = {
  "opening-letter": `
# paragraph
Ellen, thank you for telling us about Tom, and about the months since last September, so fully and so honestly. [q1.s1 q1.s2 q2.s1]
You cared for him at home through his last two years, and you told us you would do it all again. [q3.s3]
The house is very quiet now, and his jobs have become yours, from the checkbook to the furnace. [q5.s1 q5.s3]
You also told us what is holding you up: Pat's coffee in the mornings, your Tuesday calls with Sarah, the choir and the garden. [q12.s2 q11.s3 q16.s2 q18.s1]
# quote q8.s1
# paragraph
That question, who Ellen is on her own, runs quietly through many of your answers, and this report comes back to it gently. [q8.s1 q19.s3 q30.s2]
# guidance
Read this slowly, a section at a time, and leave anything that does not fit. Grief has no schedule, and nothing here is a verdict on how you are doing it. It is what you told us, set out so that you can see it whole, with a few small steps you might try, starting today.
`,
  "action-plan": `
# paragraph
You said you are dreading your anniversary in June and that you want to open Tom's workshop and decide what to keep, so this plan is three small things, one a day, none of them the whole job. [q22.s1 q30.s1 q30.s2]
# plan 72-hour
Today | When Pat comes over with her coffee, tell her the anniversary is on your mind, and ask whether she would keep you company on the day. [q12.s2 q22.s1]
Tomorrow | Open the workshop door for ten minutes, with Sarah on the phone if you like, and choose one small thing of Tom's to keep where you can see it. [q26.s2 q30.s2 q11.s3]
The day after | Ask at choir or at the church office whether there is a group for people who have lost a husband or wife. [q14.s1 q16.s2 q30.s3]
# guidance
If a step does not happen on its day, that is not a failure. Move it to the next day and keep the others. Small, repeated steps tend to matter more than any single big one.
`,
};
