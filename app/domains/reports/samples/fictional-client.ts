/**
 * The one fictional client behind all four sample reports, and her answers to
 * the Depression survey. She is invented: any likeness to a real person is
 * chance. The questions are written for these samples.
 */
export const fictionalClient = {
  name: "June Hartley",
  label: "June Hartley (fictional)",
  age: 67,
  answersCompleted: "12 March 2025",
  reportDate: "13 March 2025",
} as const;

export type SampleAnswer = { number: number; question: string; answer: string };

const section = (first: number, pairs: [string, string][]): SampleAnswer[] =>
  pairs.map(([question, answer], index) => ({ number: first + index, question, answer }));

export const surveySections = [
  {
    title: "Understanding the Current Emotional State",
    answers: section(1, [
      [
        "How would you describe your mood over the last few weeks?",
        "Heavy, mostly. Not sad every minute, but like walking through wet sand. Mornings are the worst and I feel a little lighter by the evening.",
      ],
      [
        "When did you first notice things feeling different?",
        "About a year after I retired from the library. The first winter I was busy sorting the house. This second winter there was nothing to sort, and the days started to feel very long.",
      ],
      [
        "How are you sleeping?",
        "I fall asleep easily enough but I wake around four and lie there going over things. By the time it is light I feel as if I have already had a long day.",
      ],
      [
        "What has changed in the things you used to enjoy?",
        "I have not touched the garden since autumn. I stopped going to book club in January because I had not finished the book and felt silly turning up. I used to love both.",
      ],
      [
        "How is your energy through the day?",
        "Low. Small jobs feel bigger than they should. I make a list and then sit looking at it.",
      ],
      [
        "What do you find yourself thinking about most?",
        "Whether I am any use to anyone now. Frank does more around the house than I do, and I feel like a spare part.",
      ],
      [
        "Are there moments in the week when you feel more like yourself?",
        "When my granddaughter Poppy calls on Sundays. And when I take our dog Biscuit out early, before anyone else is about.",
      ],
      [
        "How does your body feel when your mood is low?",
        "Tired in my arms and legs, and my knee aches more. I notice I sit hunched, as if I am trying to take up less room.",
      ],
      [
        "How do you feel about asking for help?",
        "I was always the one people came to. It feels strange and a bit shameful to be on the other side.",
      ],
      [
        "What would you most like to feel different a month from now?",
        "I would like to wake up and want to get up. And I would like to have something in the week that is mine again.",
      ],
    ]),
  },
  {
    title: "Coping Strategies and Support System",
    answers: section(11, [
      [
        "What do you do when a day feels hard?",
        "I tidy things that are already tidy, or I put the television on for company. Sometimes I go back to bed in the afternoon, which I know does not help.",
      ],
      [
        "Who do you talk to about how you are feeling?",
        "Frank, a little, but I do not want to worry him. My sister Ellen calls every week and she can tell when something is off.",
      ],
      [
        "Who notices when you are struggling?",
        "Ellen, and my neighbour Rosa. Rosa brought soup round last month without my asking, which made me cry afterwards, in a good way.",
      ],
      [
        "What has helped in the past when you felt low?",
        "After my mother died I joined a walking group, and being outside with other people helped more than I expected.",
      ],
      [
        "What gets in the way of doing the things that help?",
        "My knee since the operation last spring, and telling myself I will do it tomorrow when I feel better.",
      ],
      [
        "How do you look after your physical health?",
        "I take my blood pressure tablets and I see Dr. Patel once a year. I have not told her how I have been feeling.",
      ],
      [
        "How are meals and daily routines going?",
        "Frank cooks most evenings now. I often skip lunch, not on purpose, I just forget until it is nearly tea time.",
      ],
      [
        "What do you do that is just for you?",
        "Not much any more. I used to do the crossword with my coffee and I still do that some mornings.",
      ],
      [
        "How connected do you feel to your community?",
        "Less than I did. At the library I knew half the town. Now I can go a whole week without talking to anyone except Frank.",
      ],
      [
        "If a friend felt the way you do, what would you tell her?",
        "I would tell her it is not her fault, that she has earned a rest, and that she should go and see someone. I am better at saying it than doing it.",
      ],
    ]),
  },
  {
    title: "Exploring Triggers and Patterns",
    answers: section(21, [
      [
        "Are there times of day or year when things feel worse?",
        "Winter, without a doubt. And from about four in the afternoon when it starts getting dark.",
      ],
      [
        "Which situations tend to bring your mood down?",
        "Days with nothing on the calendar. And when Frank says he will do something that I used to do, even though he means well.",
      ],
      [
        "Are there anniversaries or memories that weigh on you?",
        "My mother died in February eleven years ago. I always feel it coming, even before I have looked at the date.",
      ],
      [
        "What do you say to yourself when things go wrong?",
        "That I am being silly and ungrateful, because I have a good husband and a comfortable home and other people have real problems.",
      ],
      [
        "How do you respond to change?",
        "I like to know where I am. Retiring was my choice but I did not plan for what came after. I planned everyone else's summer reading for thirty years.",
      ],
      [
        "Do you notice patterns in how you spend your time?",
        "The less I do the less I want to do. A good day is usually one where I had to be somewhere in the morning.",
      ],
      [
        "How do other people's needs affect your own?",
        "I put them first, I always have. It is easier to help Claire with the move than to think about myself.",
      ],
      [
        "What helps you feel calmer when you are worried?",
        "Music from when I was young, and folding laundry, oddly. Something with my hands.",
      ],
      [
        "Have you had any thoughts of harming yourself or that life is not worth living?",
        "No. I feel flat, not hopeless. I want to feel better, which is why I am doing this.",
      ],
      [
        "What is one small change you would be willing to try this week?",
        "Going back to book club, even if I have not read the book. And maybe telling Dr. Patel the truth.",
      ],
    ]),
  },
] as const;

export const allAnswers: SampleAnswer[] = surveySections.flatMap((part) => part.answers);

export function answer(number: number): { question: string; answer: string } {
  const found = allAnswers.find((candidate) => candidate.number === number);
  if (!found) throw new Error(`No sample answer ${number}`);
  return { question: `Q${found.number}. ${found.question}`, answer: found.answer };
}
