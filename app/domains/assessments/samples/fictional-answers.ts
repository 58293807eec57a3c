import type { EnneagramAnswers, QuestionnaireAnswers } from "../assessment-answers";
import { enneagramStatements, type EnneagramType } from "../enneagram/statements";
import { itemAnswers } from "./item-answers";

/**
 * The one fictional client behind the four sample reports: June Hartley, a
 * retired librarian whose mood dropped in her second winter after retiring.
 * She is invented; any likeness to a real person is chance. Her answers go
 * through the same lane as a buyer's (evidence, drafter, review, renderer),
 * so the samples show what a buyer gets. She never states her age, and
 * nothing she writes is crisis language: the samples must not open with the
 * help-now section a flagged submission gets.
 */
export const sampleClient = {
  /** What the cover prints under "Prepared for". */
  preparedFor: "June Hartley (fictional)",
  email: "june.hartley@example.com",
  completionDate: "2026-03-12",
  /** When the samples say the answers were sent. */
  submittedAt: new Date("2026-03-12T15:40:00Z"),
} as const;

/**
 * June's answers to the Depression Assessment (today's wording): the scales
 * (PHQ-9 11, moderate, with item 9 at zero; GAD-7 6, mild; WHO-5 36, low),
 * the ASQ's questions 1–4 answered no (a negative screen), then the open questions, one by one.
 */
export const sampleDepressionAnswers: QuestionnaireAnswers = {
  email: sampleClient.email,
  completionDate: sampleClient.completionDate,
  scales: {
    ...itemAnswers("phq9", [2, 2, 1, 2, 1, 1, 1, 1, 0]),
    ...itemAnswers("gad7", [1, 1, 2, 1, 0, 1, 0]),
    ...itemAnswers("who5", [2, 2, 1, 1, 3]),
    ...itemAnswers("asq", [0, 0, 0, 0]),
  },
  responses: {
    // Understanding the Current Emotional State
    q1: "Heavy, mostly. It is not sadness every minute, more like walking through wet sand. Mornings are the worst, and I feel a little lighter by the evening.",
    q2: "It crept up during my second winter after I retired from the library. The first winter I was busy sorting the house and the garden shed. This winter there was nothing left to sort, and by January the days felt very long.",
    q3: "On a hard day I am still in my robe at noon and the breakfast dishes are still in the sink. I make a list of small jobs and then sit looking at it. Frank asks if I am all right and I say I am tired, which is true but not the whole story.",
    q4: "A better day starts with taking our dog Biscuit out early, before the street wakes up. I might ring my sister Carol, read for an hour, and cook a proper supper. On those days I go to bed feeling I was part of the world.",
    q5: "I fall asleep easily enough, but I wake around four and lie there going over things. By the time it is light I feel as if I have already had a long day. I nap most afternoons now, which I never used to do.",
    q6: "Small jobs feel bigger than they should. Writing a birthday card can take me a whole morning. I used to run a branch library on a busy Saturday without thinking twice.",
    q7: "I used to love my book club, and I have not been since January. I had not finished the book and felt silly turning up. I miss the arguing about endings more than I expected.",
    q8: "I am harder on myself than I would ever be on a friend. I tell myself I should be enjoying this time and that other people would be grateful for it. Some days I call myself lazy, which Frank says is nonsense.",
    q9: "It is harder than it used to be. I can picture the garden in June, but it feels a long way off, like a photograph of someone else's garden. When Carol talks about a trip in the fall, I find myself saying maybe.",
    q10: "I would like to feel useful again, in a way that is mine and not just keeping house. I would also like to stop feeling guilty for feeling low when my life is, on paper, comfortable.",

    // Coping Strategies and Support System
    q11: "When I feel low I tend to tidy something or make another cup of tea. Sometimes I sit in the car in the driveway for a while before I go inside. Mostly I keep busy so Frank will not worry.",
    q12: "Walking Biscuit helps, even on gray mornings. Doing the crossword with Frank after lunch helps a little too, because we laugh at the clues we get wrong.",
    q13: "My sister Carol, on the phone on Sunday evenings. I can be more honest with her than with Frank, because she does not have to live with me.",
    q14: "Frank is kind but he likes to fix things, so he suggests plans and I feel I am letting him down when I do not want them. My daughter Ellen is busy with her own family and says I should take up a new hobby. Carol just listens, which is what I need most.",
    q15: "For most of my working life I was the one people came to with questions. It feels strange to be the one asking. I also worry that if I start talking about it I will not be able to stop.",
    q16: "I saw my family doctor in February for a routine checkup and mentioned my sleep. She was kind and gave me the name of a counselor, but I have not called yet. Years ago I had a few sessions with a counselor after my mother died, and they did help.",
    q17: "Mornings are slow, with tea and the radio. Most afternoons I read or nap, and I cook supper for the two of us. I leave the house less than I used to, apart from walking Biscuit and the grocery store on Thursdays.",
    q18: "Walking Biscuit at seven, whatever the weather. Making the bed straight away, even on bad days. Writing three lines in a notebook at night about what went all right.",
    q19: "A walk in the morning light makes a real difference, even twenty minutes by the river. When I skip it, the whole day feels heavier. Weeding used to do the same for me, before I let the garden go.",
    q20: "I would like help making a plan for the week that has some shape to it. I would also like someone to talk to who is not family, so I can say things without worrying about how they land.",

    // Exploring Triggers and Patterns
    q21: "Long empty afternoons with nothing on the calendar leave me lower. So do parties where people ask what I do now, and I hear myself say nothing much.",
    q22: "Winter, without a doubt, from November to March. The hour after lunch on dark days is the heaviest part of the week.",
    q23: "That I am not much use to anyone now. That I have wasted my retirement before it has properly begun. That everyone else seems to know how to do this part of life.",
    q24: "Retiring changed more than I expected. The library gave my days a shape and a purpose, and people who were glad to see me. Two of my closest colleagues also moved away last year, so the people I shared my working life with are scattered.",
    q25: "A little time on my own is restful, but whole days of it make me feel cut off. When Frank is out at his woodworking group, the house gets very quiet. I notice I let the phone ring more than I used to.",
    q26: "I have a glass of wine with supper on Fridays, and that is all. I have noticed I do not want more when I feel low, which I am glad of.",
    q27: "My mother had long quiet spells when I was a girl, and I learned to keep busy and be helpful so the house stayed calm. I think I still believe that being useful is what makes me worth having around.",
    q28: "Sunday calls with my granddaughter Rosie, who tells me about every book she reads. Sunshine through the kitchen window. Helping a neighbor find something at the library website, which reminded me that I know how to do things.",
    q29: "I stop answering messages, and I start saying I am too tired to go out. I notice I stop reading, even for pleasure, and the books pile up by the bed.",
    q30: "Getting up without dread and having one thing each day that is mine. Going back to book club and enjoying the argument again. Maybe volunteering somewhere that could use what I know.",
  },
};

/**
 * June's ratings of the Enneagram statements, per type in the order each
 * type's statements are written in statements.ts: a Helper (type 2, 84) with
 * the Perfectionist (type 1, 82) close behind, so the report has a near-tie
 * to explain, a 1 wing, and low Challenger and Enthusiast scores.
 */
const ratingsByType: Record<EnneagramType, readonly number[]> = {
  1: [5, 4, 5, 5, 4, 4, 3, 4, 4, 4, 5],
  2: [5, 5, 5, 4, 4, 5, 4, 5, 4, 3, 4],
  3: [2, 2, 2, 2, 3, 2, 1, 2, 2, 2, 2],
  4: [3, 4, 3, 3, 3, 3, 2, 2, 3, 4, 3],
  5: [3, 2, 2, 3, 2, 4, 3, 2, 2, 2, 2],
  6: [4, 3, 3, 2, 4, 3, 2, 3, 4, 4, 3],
  7: [2, 1, 2, 2, 1, 2, 1, 1, 2, 2, 2],
  8: [1, 2, 3, 1, 2, 1, 1, 1, 2, 2, 1],
  9: [4, 3, 3, 3, 3, 4, 3, 4, 3, 4, 3],
};

function rateEveryStatement(): Record<string, number> {
  const seen = new Map<EnneagramType, number>();
  const ratings: Record<string, number> = {};
  for (const statement of enneagramStatements) {
    const index = seen.get(statement.type) ?? 0;
    seen.set(statement.type, index + 1);
    const rating = ratingsByType[statement.type][index];
    if (rating === undefined) throw new Error(`No sample rating for Enneagram type ${statement.type}, statement ${index + 1}`);
    ratings[statement.id] = rating;
  }
  return ratings;
}

export const sampleEnneagramRatings: EnneagramAnswers = { ratings: rateEveryStatement() };
