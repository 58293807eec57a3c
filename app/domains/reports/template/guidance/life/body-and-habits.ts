import type { GuidanceBlock } from "../blocks/guidance-block";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"] as const;

/** Blocks for the depression, marriage and wellbeing forms: drinking, health, the body, food and sleep habits (issue 28). */
export const bodyAndHabits: readonly GuidanceBlock[] = [
  {
    id: "life-drinking",
    forms: LIFE,
    weight: 3,
    topic: "drinking more to cope",
    terms: ["wine", "beer", "beers", "drink", "drinking", "drinks", "whiskey", "vodka", "bourbon", "alcohol", "bottle", "drunk", "bar"],
    phrases: ["more than i should", "more than i use to", "switch off", "a few drink"],
    about: [
      "You wrote that drinking has become part of how you get through.",
      "Your answers tell us that you drink more now than you used to.",
      "You were honest with us about drinking, and about what it does for you.",
    ],
    says: [
      [
        "Many people reach for a drink when life gets heavy. It can take the edge off for an hour. Over time, though, alcohol tends to lower mood, break up sleep in the early hours, and make the next day harder.",
        "A drink to switch off is one of the most common ways people cope with strain. It works for a short while. The cost often shows up later: poorer sleep, a lower mood, and less patience the next day.",
      ],
      [
        "You do not need a big promise to change this. Small steps work better: a later first drink, a set number, one or two nights a week without any. If cutting back is hard, a doctor can help without judging.",
        "It may help to notice when the first drink happens and what comes just before it. Putting something else in that moment, a walk, a shower, a call, can take away some of the pull. Tell a doctor if cutting down proves hard.",
      ],
    ],
    tryThis: [
      "For one week, note when you have the first drink and how the moment felt just before.",
      "Choose two evenings this week with no alcohol, and plan what you will do instead.",
      "If cutting down is hard, tell your doctor. It is a common worry and they can help.",
    ],
    step: ["Tonight, write down when you had your first drink and what came just before it.", "Pick one evening this week with no alcohol, and plan a walk or a call for it."],
    ask: ["What is the drink doing for you, and what else could do part of that?", "How do your mornings feel after a night without a drink?"],
  },
  {
    id: "life-health",
    forms: LIFE,
    weight: 1.5,
    topic: "health and the body",
    terms: ["surgery", "knee", "hip", "arthritis", "eyesight", "eyes", "hearing", "pain", "ache", "aches", "fall", "falling", "cane", "walker", "operation", "blood", "heart", "diabetes", "physical", "therapy"],
    phrases: ["hearing aid", "macular", "fear of falling", "my back"],
    minScore: 4,
    about: [
      "You wrote about changes in your health and your body, and what they have taken from your days.",
      "Your answers tell us that your body has been asking more of you lately.",
    ],
    says: [
      [
        "When the body changes, through surgery, pain, failing eyes or ears, or fear of a fall, daily life shrinks. Things that gave us joy and purpose can become hard or impossible. It makes sense if your mood has followed.",
        "Health changes often bring a quiet grief for the things we used to do easily. That grief is real. It is also common for pain and low mood to feed each other.",
      ],
      [
        "It can help to look for a smaller or different version of what you lost rather than giving it up: a stool at the workbench, large-print books, a raised garden bed. An occupational therapist can suggest ways, and your doctor can refer you.",
        "Ask your doctor whether a physical or occupational therapist could help. They often know small changes that bring an activity back within reach. Staying gently active usually helps both the body and the mood.",
      ],
    ],
    tryThis: [
      "Write down one thing your body no longer lets you do, and one smaller way to do part of it.",
      "Ask your doctor about an occupational or physical therapist.",
      "Try one short, gentle activity each day, such as a walk to the mailbox.",
    ],
    step: ["Write down one activity you miss and one smaller way you could still do part of it.", "Call your doctor's office and ask about a referral to an occupational therapist."],
    ask: ["Which lost activity do you miss most, and what part of it could still be yours?", "What would you tell your doctor if you had ten honest minutes?"],
  },
  {
    id: "life-food",
    forms: LIFE,
    weight: 0.8,
    topic: "food, caffeine and skipped meals",
    terms: ["coffee", "caffeine", "snack", "snacks", "junk", "skip", "meals", "eat", "eating", "appetite", "sugar"],
    phrases: ["energy drink", "energy drinks", "fast food", "forget to eat", "skip meal"],
    minScore: 4,
    about: ["You wrote about how you have been eating and what keeps you going through the day.", "Your answers tell us that meals and energy have become a struggle."],
    says: [
      [
        "When days are long and stressful, food often becomes fuel grabbed on the run: energy drinks, snacks, skipped meals. That can leave energy and mood swinging through the day, and make sleep harder at night.",
        "Skipped meals and lots of caffeine are a common way to push through. They tend to bring a crash later, and too much caffeine can feel a lot like worry in the body.",
      ],
    ],
    tryThis: ["Eat something small within an hour of waking.", "Keep one easy, real meal for hard days: soup, eggs, a sandwich.", "Cut the last caffeine of the day to early afternoon."],
    step: ["Plan tomorrow's breakfast tonight, even if it is small.", "Move your last coffee or energy drink to before two in the afternoon."],
    ask: ["What would an easier eating day look like for you?", "When in the day does your energy drop, and what comes just before?"],
  },
  {
    id: "life-anxious-body",
    forms: LIFE,
    weight: 1.3,
    topic: "worry felt in the body",
    terms: ["chest", "racing", "panic", "shaky", "stomach", "knot", "dread", "sweat", "heart", "tight", "anxious", "nervous"],
    phrases: ["can not breathe", "heart race", "on edge", "before my shift", "knot in my stomach"],
    minScore: 4,
    about: ["You wrote about worry that shows up in your body.", "Your answers describe tension and dread that you feel physically."],
    says: [
      [
        "Worry often lives in the body: a tight chest, a racing heart, a knot in the stomach. These feelings are unpleasant and can be frightening, but they are the body's alarm system working too hard, not a sign that something terrible is happening.",
        "Stress and dread can show up as a fast heart, shallow breath or an upset stomach, often before a hard task. Noticing the pattern is the first step to easing it. New or severe chest symptoms are always worth checking with a doctor.",
      ],
      [
        "Slow breathing helps many people: in for four counts, out for six, for two minutes. So does moving the body, and cutting back on caffeine before stressful times.",
        "Before a hard moment, a few minutes of slow breathing or a short walk can turn the alarm down. Over weeks, regular exercise and steady sleep tend to lower the baseline.",
      ],
    ],
    tryThis: ["Practice breathing in for four and out for six, for two minutes, twice a day.", "Before a stressful moment, walk for five minutes.", "Keep a note of when the body's alarm goes off, and what came just before."],
    step: ["Try two minutes of slow breathing, in for four and out for six, before your next hard moment."],
    ask: ["Where in your body do you feel the worry first?", "What has calmed your body down, even once?"],
  },
];
