import type { QuestionnaireAnswers } from "../assessment-answers";
import { itemAnswers } from "./item-answers";

/**
 * The fictional client behind the grief sample: Ellen Marsh, whose husband
 * Tom died of heart failure eight months ago, after forty-one years of
 * marriage and two years of caring for him at home. She is invented; any
 * likeness to a real person is chance. Like June's, her answers go through
 * the buyer's lane, and nothing she writes is crisis language (the sample
 * must not open with the help-now section a flagged submission gets): a
 * test screens every sentence.
 */
export const sampleGriefClient = {
  preparedFor: "Ellen Marsh (fictional)",
  email: "ellen.marsh@example.com",
  completionDate: "2026-05-20",
  submittedAt: new Date("2026-05-20T10:15:00Z"),
} as const;

/**
 * Ellen's answers to the Death/Grief Assessment (today's wording): WHO-5 at
 * 40 (low, as grief often is), the ASQ's questions 1–4 answered no, then the
 * thirty open questions in order.
 */
export const sampleGriefAnswers: QuestionnaireAnswers = {
  email: sampleGriefClient.email,
  completionDate: sampleGriefClient.completionDate,
  scales: {
    ...itemAnswers("who5", [2, 2, 2, 1, 3]),
    ...itemAnswers("asq", [0, 0, 0, 0]),
  },
  responses: {
    // Understanding the Loss
    q1: "My husband Tom. We were married for forty-one years. He was a high school shop teacher, a quiet man with big hands who could mend anything and who sang off key in the car.",
    q2: "Tom died last September, at home, of heart failure. The doctors had told us a year before that his heart was weakening, so we knew it was coming. Knowing did not make the morning itself any easier.",
    q3: "Steady and kind, with the usual quarrels about the thermostat. We met at a church dance when I was nineteen. In the last two years I was his nurse as much as his wife, and I would do it all again.",
    q4: "His voice in the morning, asking if I had slept. The sound of him in the garage, sanding something. Having someone who remembered everything I remember.",
    q5: "The house is very quiet. I eat standing at the counter because setting one place at the table feels silly. I have had to learn the checkbook and the furnace, which were always his jobs.",
    q6: "Sadness, mostly, that comes in waves. Some relief that his suffering is over, and then guilt for feeling relieved. A kind of numbness on Sundays.",
    q7: "In the last week he tried to tell me something about the old boat, and I said we would talk about it tomorrow. I wish I had let him finish.",
    q8: "I was Tom's wife for so long that I am not sure who Ellen is on her own. My daughter Sarah says I am stronger than I think. I am not so sure.",
    q9: "The first weeks after the funeral, when everyone went home and the casseroles stopped. Sorting his clothes was hard too, and I still have not finished his workshop.",
    q10: "Our trip to the lake the summer Sarah was born, with Tom sunburned and happy. Him dancing with Sarah at her wedding. The two of us doing the crossword in bed on Sunday mornings.",

    // Coping Strategies and Support System
    q11: "I keep a routine. I walk to the mailbox and back, I water the tomatoes, and I call Sarah on Tuesday evenings. Some days the routine is all that holds me together.",
    q12: "Sarah, even though she lives two hours away. My neighbor Pat, who brings her coffee over most mornings. The women in the church choir, who sent cards for months.",
    q13: "Pat sitting with me without needing to say anything. Sarah coming for a weekend and helping me with the bank. A letter from one of Tom's old students saying Tom changed his life.",
    q14: "I would like to talk to other people who lost a husband after a long marriage. I would also like someone to help with the paperwork that still comes in his name.",
    q15: "I wake at four most nights and cannot get back to sleep. I do not feel like cooking for one, so I eat toast and soup. By the afternoon I am tired, but I do not like to nap.",
    q16: "My faith is a comfort most days, though some Sundays I am angry at God. I went back to the choir in March. Singing the old hymns makes me cry, and I think that is all right.",
    q17: "I keep his reading glasses on the bedside table. On our anniversary I planted a rosebush by the back porch. I light a candle on the first of every month.",
    q18: "Gardening, especially in the early morning. Singing with the choir. Watching the birds at the feeder Tom built.",
    q19: "With Pat and Sarah I can talk about him easily. With most people I feel I should be over it by now. I do not want to be the sad widow at every gathering.",
    q20: "The car insurance and his pension forms took weeks. The gutters, the furnace filter and the lawn mower were always Tom's jobs. I do not know what to do with his tools.",

    // Exploring Triggers and Patterns
    q21: "The hardware store, where he knew everyone by name. Hearing a Beatles song in the grocery store. Seeing another couple holding hands at church.",
    q22: "Our anniversary in June is coming, and I am dreading it. Christmas was hard, even with Sarah and the grandchildren here. His birthday in February I spent in bed.",
    q23: "Early evening, when he would come in from the garage and ask what was for supper. Sunday afternoons are long as well.",
    q24: "I let myself cry, usually in the car or in the garden. Sometimes I talk to him out loud. Then I make a cup of tea and call Pat.",
    q25: "In the early days I could not think at all. Now the waves are further apart, though they still knock me over when they come. I have started to laugh again, a little.",
    q26: "I have not been to the lake since he died. I avoid his workshop and keep the door shut. I have stopped watching the ball games we watched together.",
    q27: "Sarah and I have grown closer. Some of our couple friends have drifted away, and I feel like a fifth wheel at dinners. My sister calls more often than she used to.",
    q28: "Sunday evenings, when the week ahead has nothing written in it. Then I remind myself that the grandchildren are coming in July, and that helps.",
    q29: "My grandchildren, Lily and Sam. The garden, and the choir. Helping Pat with her own husband, who is not well.",
    q30: "Getting through our anniversary without falling apart. Finally opening the workshop and deciding what to keep. Finding a group of people who understand this kind of loss.",
  },
};
