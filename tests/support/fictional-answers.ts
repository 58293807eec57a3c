import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import type { ReportEvidence } from "~/shared/report-evidence";
import { questionIds, type QuestionnaireFormType } from "~/domains/assessments/question-bank";
import { scaleDefinitions, type ScaleId } from "~/domains/assessments/scales/scale-definitions";

/**
 * Complete, realistic answers by fictional clients to each written bank, one
 * answer per question in bank order, for tests, e2e and the sample reports.
 * Nobody here is real. The unflagged sets pass the safety screen clean;
 * `flaggedAnswers` adds one crisis sentence to one answer.
 */
export const CRISIS_SENTENCE = "Some nights I think everyone would be better off without me.";

/** Marriage question 5 holds this sentence, for tests that look for a quote in a report. */
export const MARRIAGE_CITABLE_SENTENCE = "We have not really talked since our daughter moved to Denver.";

const marriage = [
  "We met at a church picnic in Ohio in 1989. Dan asked if he could carry my folding chair, and we talked until the sun went down. We were married two years later.",
  "It feels more like two roommates than a marriage these days. We are polite and we get things done. But something warm has gone quiet between us.",
  "Our youngest left home last spring and the house suddenly felt very big. I realized I could not remember the last real conversation we had. A friend said that was normal, but it scared me.",
  "Dan is steady and kind. He has never once let me down when it mattered, and he is wonderful with our grandchildren.",
  `${MARRIAGE_CITABLE_SENTENCE} For years the kids gave us something to talk about and a reason to sit down together. Dan also retired in June, and now he is home all day while I still work part time.`,
  "I pay the bills and keep track of appointments, and Dan does the yard and the cars. Since he retired I expected him to pick up more of the housework. He says he does plenty, and we keep arguing about it.",
  "Usually I raise something, Dan goes quiet, and I end up talking to a wall. Then he walks off to the garage. Nothing gets settled, and it comes back a week later.",
  "Honestly, a little awkward. We sit in front of the television because it is easier than talking. On our trip to the lake in August we laughed like we used to, and I held onto that for weeks.",
  "I worry that we will spend the next twenty years side by side without really knowing each other. I do not want to end up lonely in my own marriage.",
  "I would like us to enjoy each other again. I picture us taking walks in the evening and making plans for trips. I want to feel like a team.",
  "It is hard. I tend to hint instead of asking, and then I feel resentful when he misses the hint. I know that is not fair to him.",
  "He puts his phone down and looks at me. He asks a follow-up question instead of just nodding. It does not happen often, but I notice it when it does.",
  "Money is the hardest subject, especially now that his pension is smaller than we planned. We also avoid talking about his health. And we never talk about what we want for ourselves now the children are grown.",
  "I get quiet and busy, and Dan gets defensive. We both wait for the other one to apologize first. Sometimes days go by before things feel normal.",
  "Dan still brings me coffee in bed every Saturday. I cook his mother's pot roast when he has had a hard week. Small things, but they matter to me.",
  "At our granddaughter's christening in May, he squeezed my hand during the prayers. I felt truly close to him then. I almost cried.",
  "We mostly do not make up; we just move on. One of us will ask about dinner and that is the signal that it is over. The hurt is still there underneath.",
  "I keep my loneliness to myself, and my fear of getting old. I also hide how tired I am. I do not want to seem like I am complaining.",
  "We used to hold hands everywhere. Now we hardly touch except for a quick kiss goodbye. I miss the affection more than I expected to.",
  "I wish he understood that when I bring up a problem I am not attacking him. I want us to solve it together. I also wish he knew how much I still love him.",
  "His mother's health is failing and she lives forty minutes away. My part-time job has become more stressful since they cut staff. We are both worn out.",
  "When money feels tight we both get tense, and small things turn into arguments. Dan worries about the pension and I worry about his mother's care costs. We have never made a real budget together.",
  "Dan had a heart scare two years ago. Since then I watch what he eats and he says I nag. I think I am scared of losing him and it comes out as criticism.",
  "We love the grandchildren, but every weekend seems to go to babysitting or driving his mother to appointments. There is no time left for just the two of us. When we do have a free evening we are too tired to use it.",
  "Dan retiring changed everything about our days. He has no routine and I think he feels lost. I still work three days a week, and I come home to find him waiting for me to plan the evening.",
  "We are good in a real crisis. When his mother fell, we worked together without a word. It is the ordinary days we struggle with.",
  "My sister Joan and I talk on the phone most Sundays. I also have two friends from my book club. Dan does not really have anyone except his brother.",
  "I walk in the mornings before work and I read at night. I go to my book club once a month. Lately I have skipped it because I feel too tired.",
  "We saw a counselor at our church for three sessions about ten years ago, after a hard year with our son. It helped more than I expected. We stopped when things calmed down.",
  "I think one date night a week, with no television and no family talk, would help. Even an hour on the porch would be a start. I would like us to try it before the holidays.",
];

const deathGrief = [
  "My husband Walter and I were married for forty-one years. He was a retired mail carrier who knew everyone on his route by name. He loved fishing, bad puns and our two dogs.",
  "Walter died in March after a short illness. The doctors found the cancer in January and it moved quickly. I was holding his hand in the hospice when he went.",
  "We were best friends. We bickered about the thermostat and the radio station, but we always made up before bed. He made me laugh every single day.",
  "I miss his voice in the morning. He used to read me the funny parts of the newspaper while I made coffee. The kitchen is so quiet now.",
  "I used to cook for two and now I mostly eat standing at the counter. I do not know what to do with the evenings. The weekends are the longest part of the week.",
  "Mostly sadness, but also anger at how fast it happened. Sometimes I feel numb and go through a whole day without crying, and then I feel guilty about that. There was also some relief when his pain ended, which I have never said out loud.",
  "I wish I had told him how proud I was of him at the end. We talked about practical things, like the house and the car. I never told him everything I meant to say because I thought we had more time.",
  "I was always half of Walter and Ruth. Now I do not know who I am on my own. I feel older than I did a year ago.",
  "The hardest part was the first time I had to fill in a form that asked for my marital status. I sat in the car and cried. Small moments like that still catch me off guard.",
  "Our trip to Maine for our fortieth anniversary. Walter caught a huge fish and insisted on a photo with it, grinning like a boy. I keep that picture on the fridge.",
  "I keep busy with the house and the dogs. Some days I just get through the hours until bedtime. I try to go out once a day, even just to the mailbox.",
  "Our daughter Beth calls every evening from Chicago. My neighbor Pat brings over soup and sits with me. Walter's fishing buddy Earl fixed the gutter without being asked.",
  "People who let me talk about Walter without changing the subject. Beth just listens, and that helps most. The casseroles were kind, but the listening mattered more.",
  "I wish I had someone to talk to who has been through this. My friends still have their husbands and I feel like I make them uncomfortable. I have thought about a grief group but I have not gone yet.",
  "I wake up around three most nights and cannot get back to sleep. I have lost some weight because I forget to eat. By the afternoon I am exhausted.",
  "My faith has been a comfort, though I have also been angry at God. I still go to Mass on Sundays. The priest has been very kind to me.",
  "I light a candle for him on Sunday evenings. I kept his fishing hat on the hook by the door. In the summer I want to scatter some of his ashes at the lake in Maine.",
  "Working in the garden calms me. Walking the dogs gets me out of the house. Doing a crossword in the morning, which we used to do together, is bittersweet but comforting.",
  "I want to talk about him, but I worry that people are tired of hearing it. With Beth it is easy. With most people I just say I am fine.",
  "Walter handled the taxes and the insurance, and I have no idea where half of the papers are. The car needed new tires and I did not know where to take it. I feel foolish asking for help with things other people seem to know.",
  "The grocery store, because he always pushed the cart and added cookies when I was not looking. His chair in the living room. Hearing a truck like his pull into a driveway.",
  "His birthday in June was very hard. I dread Thanksgiving, because he always carved the turkey. I do not know if I can face Christmas in this house without him.",
  "Early evening is the worst. That is when he used to come in from the yard and ask what was for dinner. Sunday evenings are hard too.",
  "I let myself cry, usually in the shower or the car. Sometimes I talk to him out loud. Then I make a cup of tea and try to do one small thing.",
  "In the early days I could not think straight at all. Now the waves come less often, but they are just as strong when they come. I can go a few hours without feeling heavy.",
  "I avoid the lake where we used to fish and his favorite diner. I also have not opened his closet. I know I will have to one day.",
  "I have gotten closer to Beth, which is a gift. I see less of the couples we used to spend time with. Walter's brother calls less than he used to, and that hurts.",
  "When I picture next year, there is a kind of blank space where Walter should be. It feels empty and hard to plan for. Then I think of Beth and the grandchildren, and I can picture some things again.",
  "The dogs need me, and so does my garden. My grandchildren light up my days when they visit. I have started to think about volunteering at the library where Walter loved to read.",
  "I would like to go to a grief group and meet people who understand. I would like to sleep through the night again. I also want to sort out the paperwork so it stops hanging over me.",
];

const depression = [
  "Heavy and gray, most days. I get up and do what needs doing, but nothing feels like much. It has been like this for about three months.",
  "Around the time I retired from teaching last June. At first it felt like a long summer vacation. By October I realized I was not getting dressed until noon.",
  "I wake up tired even after eight hours in bed. I look at the list of things I meant to do and cannot start any of them. By evening I feel like I wasted another day.",
  "I take the dog for a long walk and call my sister. I cook a real meal instead of eating toast. I go to bed feeling like I did something.",
  "I fall asleep easily but wake around four and lie there thinking. Some afternoons I nap for two hours. Then I feel groggy for the rest of the day.",
  "Everything takes longer than it used to. Even the laundry feels like a project. I have let the garden go this year, which is not like me.",
  "I used to love my garden more than anything. I grew tomatoes and roses and gave flowers to the neighbors. Now I look at the weeds and feel nothing, or I feel guilty.",
  "Not kindly. I tell myself I am lazy and that I should be grateful for a comfortable retirement. I would never talk to a friend the way I talk to myself.",
  "It is hard right now. I know good things could happen, like my son's wedding next year, but I cannot feel excited about them. It is like looking at a photograph of someone else's life.",
  "I would like to feel interested in things again. I want to enjoy my mornings instead of dreading them. I want to feel useful.",
  "I usually go back to bed or turn on the television. Sometimes I scroll on my phone for hours. I know it does not help, but it is easy.",
  "Walking the dog helps a little, especially if I go early. Talking to my sister Linda helps. Baking bread used to help, and it still does sometimes.",
  "My sister Linda is the one person I am honest with. She had a hard time after her divorce and she does not judge me. I have not told my son how bad it is.",
  "My husband tries to cheer me up, but he gets frustrated when it does not work. He says I just need to keep busy. I know he means well, but I end up feeling like a disappointment.",
  "I do not want to be a burden. Everyone seems busy with their own lives. I also feel embarrassed because on paper I have nothing to complain about.",
  "I saw my doctor in the fall and she suggested I talk to someone. I have the counselor's number on the fridge but I have not called. Years ago, after my mother died, I went to a support group for a few months and it helped.",
  "Mostly at home. I do a few chores, watch television, and walk the dog. Some days I do not talk to anyone except my husband.",
  "Making my bed as soon as I get up. Writing down three things I need to do. Having coffee on the porch, even in the cold.",
  "When I get outside in the daylight I feel a little lighter. A walk around the park clears my head for an hour or so. I have been moving much less than I used to.",
  "I would like help getting back into a routine now that I do not have school to structure my days. I would also like someone to talk to who is not family.",
  "Rainy days when I have nothing planned. Seeing my former colleagues post about the new school year. Long evenings after my husband goes to bed.",
  "The late afternoons, when the light goes. Winter is much harder than summer. January and February are the worst.",
  "That I am not needed anymore. That I wasted my retirement before it started. That I should be stronger than this.",
  "Retirement took away my routine and the people I saw every day. My son moved to Seattle in September. Both changes happened within a few months of each other.",
  "A little time alone is fine, but whole days of it pull me down. I start to feel invisible. When I have a reason to see people, I feel better afterward.",
  "I have a glass of wine most evenings, sometimes two. I have noticed I look forward to it more than I used to. It does not feel like a problem yet, but I am watching it.",
  "My father was very hard on me and I still hear his voice telling me I could do better. I learned to keep busy so nobody would see me struggle. Without work to keep me busy, I think those old feelings have caught up with me.",
  "Time with my grandchildren lifts me right up. Sunshine helps. When a former student writes to thank me, I feel like myself again for a day.",
  "I stop answering the phone. I leave dishes in the sink. I start making excuses to skip my walking group.",
  "Waking up with a reason to get out of bed. Tutoring children at the library, maybe, or growing tomatoes again. Laughing with my husband the way we used to.",
];

const mentalHealthWellbeing = [
  "Up and down. Some days I feel fine and busy, and other days I feel stretched thin and short-tempered. Lately there have been more of the stretched days.",
  "Worry, mostly, and some irritation. I have also felt sad when I think about my father. There are moments of real joy with my kids, too.",
  "Time with my kids, especially when we cook together. A good run on a Saturday morning. Music in the car.",
  "Feeling like I am failing at everything at once. Criticism at work. Going to bed knowing I did not get to my father's paperwork again.",
  "Not very. I was raised to keep things together and not make a fuss. My husband says he can never tell when something is wrong until I snap.",
  "I get up at six, get the kids ready and drop them at school. I work at the hospital billing office until four, then pick them up. In the evening I cook, help with homework and call or visit my father.",
  "I fall asleep quickly because I am exhausted, but I wake up at two or three with my mind racing. I often lie awake making lists. I get about six hours on a good night.",
  "I start the morning okay, crash around three in the afternoon and get a second wind at nine at night. That second wind is usually when I do the chores I did not get to.",
  "I try to eat well but often skip lunch. I used to run three times a week and now it is once, if that. I am overdue for my own checkup.",
  "Baking with my daughter. Reading a good mystery novel on the weekend. Working in my small vegetable garden in the summer.",
  "My husband Mark, our two children, and my father, who is eighty-one. My best friend Tanya, though I see her much less than I would like.",
  "Connected to my kids, but less to Mark lately because we are both so busy. I feel like I have drifted from my friends. Most conversations are about logistics.",
  "Tanya, without a doubt. She would drop everything. Also my brother, although he lives far away.",
  "Things with my brother are strained because he does not help with Dad. Mark and I bicker more than we used to. My manager is difficult right now.",
  "Late at night when everyone is asleep and I am the only one awake. Sometimes in a room full of people at work. I feel lonely when I am carrying everything and nobody seems to notice.",
  "My father's health, and managing his care on top of everything else. Work has been understaffed for months. I feel like I am the only one holding it all together.",
  "My shoulders and jaw get tight and I get headaches. My mind races and I cannot switch off at night. I become short with the kids, which I hate.",
  "I make a list and try to power through. Sometimes I hide in the bathroom for five minutes just to breathe. Occasionally I cry in the car.",
  "Running, when I make time for it. Talking to Tanya. Writing a list so everything is out of my head.",
  "When my mother was sick ten years ago, I was overwhelmed like this. What helped was accepting help from my church and taking one day at a time. I also let some things go, and the world did not end.",
  "My children and my family's health. Being a good daughter to my father while I still can. Having a bit of peace in my own home.",
  "That I show up for the people I love. I finished my degree at night while working. I am good at my job, even on the hard days.",
  "I would like to share my father's care more fairly and have more time for myself. I want to get back to running regularly. I would like Mark and I to feel like partners again.",
  "Guilt, mostly, and the feeling that if I do not do it, nobody will. Asking my brother for help usually turns into an argument. Time and money are tight too.",
  "I hope it helps me see what is really going on and where to start. I would like a few practical steps I can actually manage. Maybe it will help me decide whether to talk to a therapist.",
];

const answersByForm: Record<QuestionnaireFormType, readonly string[]> = {
  marriage,
  "death-grief": deathGrief,
  depression,
  "mental-health-wellbeing": mentalHealthWellbeing,
};

/** Where the crisis sentence goes: an answer about worry, the future or loneliness. */
export const crisisQuestionId: Record<QuestionnaireFormType, string> = {
  marriage: "q9",
  "death-grief": "q28",
  depression: "q9",
  "mental-health-wellbeing": "q15",
};

/**
 * Middling answers to every scale the bank asks, PHQ-9 item 9 at zero:
 * PHQ-9 9 (mild), GAD-7 7 (mild), WHO-5 40 (low); and no to the ASQ's questions 1–4
 * (a negative screen, so question 5 is not asked), unless `asq` gives other answers.
 */
export function fictionalScaleAnswers(formType: QuestionnaireFormType, options: { phq9Item9?: number; asq?: Record<string, number> } = {}): Record<string, number> {
  const values: Record<ScaleId, number[]> = {
    "phq-9": [1, 2, 1, 2, 1, 1, 1, 0, options.phq9Item9 ?? 0],
    "gad-7": [2, 1, 1, 1, 0, 1, 1],
    "who-5": [2, 2, 2, 1, 3],
  };
  const bank = getQuestionBank(formType);
  const screen = bank.riskScreen ? (options.asq ?? { "asq-1": 0, "asq-2": 0, "asq-3": 0, "asq-4": 0 }) : {};
  return {
    ...Object.fromEntries(bank.scales.flatMap((scaleId) => scaleDefinitions[scaleId].items.map((item, index) => [item.id, values[scaleId][index]!]))),
    ...screen,
  };
}

export function fictionalAnswers(formType: QuestionnaireFormType, options: { phq9Item9?: number; asq?: Record<string, number> } = {}): QuestionnaireAnswers {
  const ids = questionIds(getQuestionBank(formType));
  const texts = answersByForm[formType];
  if (texts.length !== ids.length) throw new Error(`The fictional ${formType} answers cover ${texts.length} of ${ids.length} questions`);
  return {
    email: `fictional-${formType}@example.com`,
    completionDate: "2026-11-20",
    responses: Object.fromEntries(ids.map((id, index) => [id, texts[index]!])),
    scales: fictionalScaleAnswers(formType, options),
  };
}

/** The same answers with CRISIS_SENTENCE appended to the answer `crisisQuestionId[formType]`. */
export function flaggedAnswers(formType: QuestionnaireFormType): QuestionnaireAnswers {
  const answers = fictionalAnswers(formType);
  const questionId = crisisQuestionId[formType];
  return {
    ...answers,
    responses: { ...answers.responses, [questionId]: `${answers.responses[questionId]} ${CRISIS_SENTENCE}` },
  };
}

/** The evidence the reports lane would prepare from these answers (flagged: with the crisis sentence). */
/**
 * The evidence the reports lane would prepare from these answers (flagged:
 * with the crisis sentence; phq9Item9: PHQ-9 item 9 answered with that value; asq: the ASQ so answered).
 */
export function fictionalEvidence(
  formType: QuestionnaireFormType,
  options: { flagged?: boolean; phq9Item9?: number; asq?: Record<string, number> } = {},
): ReportEvidence {
  const answers = options.flagged ? flaggedAnswers(formType) : fictionalAnswers(formType);
  const suffix = `${options.flagged ? "-flagged" : ""}${options.phq9Item9 ? `-item9-${options.phq9Item9}` : ""}${options.asq ? "-asq" : ""}`;
  return prepareEvidence({
    submissionId: `fictional-${formType}${suffix}`,
    formType,
    bankVersion: getQuestionBank(formType).version,
    submittedAt: new Date("2026-11-20T15:00:00Z"),
    answers: { ...answers, scales: fictionalScaleAnswers(formType, options) },
  });
}
