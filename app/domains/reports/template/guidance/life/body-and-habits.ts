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
      "In your answers, drinking comes up as one way you cope with hard days.",
    ],
    says: [
      [
        "Many people reach for a drink when life gets heavy. It can take the edge off for an hour. Over time, though, alcohol tends to lower mood, break up sleep in the early hours, and make the next day harder.",
        "A drink to switch off is one of the most common ways people cope with strain. It works for a short while. The cost often shows up later: poorer sleep, a lower mood, and less patience the next day.",
        "A drink at the end of a hard day is one of the most common ways people unwind. In the moment, it can bring relief. Over weeks, it tends to pull mood down and break up sleep.",
        "Drinking to cope is very common, and it is nothing to be ashamed of. The catch is that alcohol borrows calm from tomorrow. Mornings feel heavier, sleep is lighter, and patience runs out sooner.",
      ],
      [
        "You do not need a big promise to change this. Small steps work better: a later first drink, a set number, one or two nights a week without any. If cutting back is hard, a doctor can help without judging.",
        "It may help to notice when the first drink happens and what comes just before it. Putting something else in that moment, a walk, a shower, a call, can take away some of the pull. Tell a doctor if cutting down proves hard.",
        "Change works best in small, clear steps. You might have the first drink later, pour smaller, or keep one or two evenings dry each week. If it is hard to cut back, a doctor can help, and will not judge.",
        "Plan something for the hour you usually reach for a drink: a walk, a shower, a call, a hot drink. If cutting down turns out to be harder than you expected, tell a doctor. That is what they are there for.",
      ],
    ],
    tryThis: [
      "For one week, note when you have the first drink and how the moment felt just before.",
      "Choose two evenings this week with no alcohol, and plan what you will do instead.",
      "If cutting down is hard, tell your doctor. It is a common worry and they can help.",
      "Pour a smaller glass, and wait twenty minutes before a second.",
    ],
    step: [
      "Tonight, write down when you had your first drink and what came just before it.",
      "Pick one evening this week with no alcohol, and plan a walk or a call for it.",
      "Plan what you will do instead at the hour you usually have the first drink.",
      "Tell one person you trust that you want to drink less.",
    ],
    ask: [
      "What is the drink doing for you, and what else could do part of that?",
      "How do your mornings feel after a night without a drink?",
      "What hour of the day pulls you toward a drink most?",
      "What would you gain from two evenings a week without a drink?",
    ],
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
      "In your answers, health changes and a body that asks more of you come up.",
      "Your body has changed, you told us, and that has changed your days too.",
    ],
    says: [
      [
        "When the body changes, through surgery, pain, failing eyes or ears, or fear of a fall, daily life shrinks. Things that gave us joy and purpose can become hard or impossible. It makes sense if your mood has followed.",
        "Health changes often bring a quiet grief for the things we used to do easily. That grief is real. It is also common for pain and low mood to feed each other.",
        "Pain, illness, surgery or a body that no longer works as it did can shrink daily life. Things that once gave us pleasure or purpose may slip out of reach. It is natural for mood to dip too.",
        "Losing the ease we once had in our bodies is a real loss, and it is often grieved quietly. Pain and low mood also tend to feed each other, which can make both feel worse.",
      ],
      [
        "It can help to look for a smaller or different version of what you lost rather than giving it up: a stool at the workbench, large-print books, a raised garden bed. An occupational therapist can suggest ways, and your doctor can refer you.",
        "Ask your doctor whether a physical or occupational therapist could help. They often know small changes that bring an activity back within reach. Staying gently active usually helps both the body and the mood.",
        "Rather than giving up something you love, look for a smaller or easier way to do it. Tools, seats, large print or shorter sessions can bring it back within reach. Your doctor can refer you to an occupational therapist, who is trained to help with this.",
        "Your doctor can refer you to a physical or occupational therapist, who can suggest changes that make daily tasks easier. Gentle movement, done often, usually helps the body and the mood together.",
      ],
    ],
    tryThis: [
      "Write down one thing your body no longer lets you do, and one smaller way to do part of it.",
      "Ask your doctor about an occupational or physical therapist.",
      "Try one short, gentle activity each day, such as a walk to the mailbox.",
      "Write down three questions to bring to your next doctor's visit.",
    ],
    step: [
      "Write down one activity you miss and one smaller way you could still do part of it.",
      "Call your doctor's office and ask about a referral to an occupational therapist.",
      "Take a short, gentle walk tomorrow, even just to the end of the block.",
      "Choose one activity you miss, and try a smaller version of it this week.",
    ],
    ask: [
      "Which lost activity do you miss most, and what part of it could still be yours?",
      "What would you tell your doctor if you had ten honest minutes?",
      "What does your body still let you enjoy?",
      "What help would make one daily task easier?",
    ],
  },
  {
    id: "life-food",
    forms: LIFE,
    weight: 0.8,
    topic: "food, caffeine and skipped meals",
    terms: ["coffee", "caffeine", "snack", "snacks", "junk", "skip", "meals", "eat", "eating", "appetite", "sugar"],
    phrases: ["energy drink", "energy drinks", "fast food", "forget to eat", "skip meal"],
    minScore: 4,
    about: [
      "You wrote about how you have been eating and what keeps you going through the day.",
      "Your answers tell us that meals and energy have become a struggle.",
      "Eating, and how you keep going through the day, came up in your answers.",
      "You told us that meals have slipped and energy is hard to keep up.",
    ],
    says: [
      [
        "When days are long and stressful, food often becomes fuel grabbed on the run: energy drinks, snacks, skipped meals. That can leave energy and mood swinging through the day, and make sleep harder at night.",
        "Skipped meals and lots of caffeine are a common way to push through. They tend to bring a crash later, and too much caffeine can feel a lot like worry in the body.",
        "On busy or stressful days, meals are often the first thing to go. Coffee, sugar and snacks can carry us for a while, then leave us drained. Low blood sugar can also make mood and patience dip.",
        "Running on caffeine and skipped meals is common when life is full. The energy it gives does not last, and lots of caffeine can make the body feel tense and on edge, much like worry.",
      ],
    ],
    tryThis: [
      "Eat something small within an hour of waking.",
      "Keep one easy, real meal for hard days: soup, eggs, a sandwich.",
      "Cut the last caffeine of the day to early afternoon.",
      "Keep a snack with some protein, such as nuts or cheese, where you spend the day.",
    ],
    step: [
      "Plan tomorrow's breakfast tonight, even if it is small.",
      "Move your last coffee or energy drink to before two in the afternoon.",
      "Put an easy snack in your bag or car for tomorrow.",
      "Drink a glass of water before your first coffee tomorrow.",
    ],
    ask: [
      "What would an easier eating day look like for you?",
      "When in the day does your energy drop, and what comes just before?",
      "Which meal is easiest to skip, and what could make it easier to keep?",
      "How do you feel on days when you eat regular meals?",
    ],
  },
  {
    id: "life-anxious-body",
    forms: LIFE,
    weight: 1.3,
    topic: "worry felt in the body",
    terms: ["chest", "racing", "panic", "shaky", "stomach", "knot", "dread", "sweat", "heart", "tight", "anxious", "nervous"],
    phrases: ["can not breathe", "heart race", "on edge", "before my shift", "knot in my stomach"],
    minScore: 4,
    about: [
      "You wrote about worry that shows up in your body.",
      "Your answers describe tension and dread that you feel physically.",
      "In your answers, worry shows up as feelings in the body.",
      "You told us that stress and dread are things you feel physically.",
    ],
    says: [
      [
        "Worry often lives in the body: a tight chest, a racing heart, a knot in the stomach. These feelings are unpleasant and can be frightening, but they are the body's alarm system working too hard, not a sign that something terrible is happening.",
        "Stress and dread can show up as a fast heart, shallow breath or an upset stomach, often before a hard task. Noticing the pattern is the first step to easing it. New or severe chest symptoms are always worth checking with a doctor.",
        "Anxiety is often felt before it is thought: a pounding heart, a tight chest, a churning stomach. These feelings can be scary. Most often they are the body's alarm ringing too loudly, not a sign of danger.",
        "The body reacts to stress as if to a threat. The heart speeds up, breathing gets shallow and the stomach knots. Knowing this pattern can make it less frightening. A doctor should still check any new or strong chest pain.",
      ],
      [
        "Slow breathing helps many people: in for four counts, out for six, for two minutes. So does moving the body, and cutting back on caffeine before stressful times.",
        "Before a hard moment, a few minutes of slow breathing or a short walk can turn the alarm down. Over weeks, regular exercise and steady sleep tend to lower the baseline.",
        "Breathing out slowly tells the body it is safe. Try breathing in for a count of four and out for a count of six, for a couple of minutes. A short walk and less caffeine can help too.",
        "A few minutes of slow breathing, or a brisk walk, can calm the body before a stressful moment. Over time, regular movement and good sleep help keep the alarm from going off so easily.",
      ],
    ],
    tryThis: [
      "Practice breathing in for four and out for six, for two minutes, twice a day.",
      "Before a stressful moment, walk for five minutes.",
      "Keep a note of when the body's alarm goes off, and what came just before.",
      "Put one hand on your belly and breathe so that it rises, for one minute.",
    ],
    step: [
      "Try two minutes of slow breathing, in for four and out for six, before your next hard moment.",
      "Take a five-minute walk before your next stressful task.",
      "Write down when the worry showed up in your body today, and what came before.",
      "Have less coffee or tea before a stressful task tomorrow, and notice how your body feels.",
    ],
    ask: [
      "Where in your body do you feel the worry first?",
      "What has calmed your body down, even once?",
      "What usually comes just before the body's alarm goes off?",
      "Which small habit could calm your body each day?",
    ],
  },
];
