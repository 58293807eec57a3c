import type { ReviewedEdits } from "../report-kind-definition";

/** What a reviewer rewrote in this kind's sample (see samples/reviewed-edits.ts). */
export const therapistSummarySampleEdits: ReviewedEdits = {
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
- Suicidal intent or plans (the ASQ asks about thoughts and past attempts)
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
