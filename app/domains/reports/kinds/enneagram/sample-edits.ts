import type { ReviewedEdits } from "../report-kind-definition";

/** What a reviewer rewrote in this kind's sample (see samples/reviewed-edits.ts). */
export const enneagramSampleEdits: ReviewedEdits = {
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
