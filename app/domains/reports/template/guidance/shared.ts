import type { ThemeGuidance } from "./theme-guidance";

/** Themes more than one form shares; the wording suits each of them. */
export const sharedGuidance: Record<string, ThemeGuidance> = {
  support: {
    resource: true,
    reflection: "You wrote about the people you turn to, and about the support you have had or wish you had.",
    meaning: [
      "The people who support us do not need to fix anything. Often the most helpful person is the one who listens without changing the subject and checks in again a few days later.",
      "Many people find it hard to ask for support, especially if they are used to being the one others lean on. It can help to remember that being asked is, for most people, a sign of trust, and many are glad to help when they know how.",
      "Support comes in different shapes: practical help, company, someone to talk to, and people who have been through something similar. Most of us need more than one kind, from more than one person.",
    ],
    tryThis: [
      "Write down the names of two or three people you could call, and what each is good for.",
      "Ask one of them for one specific thing this week.",
      "Look for a group of people going through something similar, in person or by phone.",
    ],
    pattern: "It sounds as if you have some people you can turn to, and that asking for more, or different, support can feel hard.",
    strength: "You can name people and places of support, and the kind of help that has mattered to you.",
    factor: "Support that is there but not fully used",
    mechanism: "When asking for help feels like a burden, people ask less, and others do not know what is needed. Support then feels thinner than it really is, which makes asking feel harder still.",
    check: "Do your words describe people who would help, if you asked?",
    firstSteps: [
      "Today, write down the names of two people you trust.",
      "Tomorrow, call or message someone you trust, just to talk.",
      "The day after, ask someone you trust for one specific kind of help.",
    ],
    weeks: [
      "Keep one regular call or visit with someone you trust.",
      "Look up one support group or counselor near you.",
      "Ask for one practical favor.",
      "Thank someone who has helped you, and tell them what it meant.",
    ],
    phases: [
      { action: "Hold one regular weekly conversation with someone you trust.", measure: "Four weekly conversations held." },
      { action: "Try one new source of support: a group, a counselor or a faith community.", measure: "At least one meeting or appointment attended." },
      { action: "Ask for one specific kind of help each week.", measure: "At least four requests made, and how they went noted." },
    ],
  },
  "sleep-energy": {
    reflection: "You wrote about your sleep, your energy and how you have been looking after your body.",
    meaning: [
      "Sleep, appetite and energy are often the first things to change in a hard season, and they affect everything else. A broken night makes the next day harder to face, and a hard day can make the next night harder still.",
      "Small, regular habits tend to help more than big changes: getting up at the same time each day, getting daylight in the morning, moving your body a little, and keeping the hour before bed calm.",
      "If sleep, appetite or energy have changed a lot, or for more than a few weeks, it is worth telling a doctor. They can check whether something physical is adding to how you feel.",
    ],
    tryThis: [
      "Get up at the same time each morning this week, even after a poor night.",
      "Spend ten minutes outdoors in the morning light.",
      "If you wake in the night and cannot sleep, get up for a while and do something quiet in dim light.",
      "Eat something at regular times, even if it is small.",
    ],
    pattern: "It sounds as if your sleep and energy have changed, and that this makes the rest of the day harder.",
    strength: "You notice how your body is doing, which is the first step to looking after it.",
    factor: "Broken sleep and low energy",
    mechanism: "Poor sleep lowers energy and patience the next day. Low energy means less movement and daylight, which in turn makes sleep lighter. Each night and day make the other a little harder.",
    check: "Do your words describe poor nights and low-energy days feeding each other?",
    firstSteps: [
      "Today, choose a fixed time to get up tomorrow.",
      "Tomorrow, spend ten minutes outside in the morning.",
      "The day after, eat a simple meal at a regular time, sitting down.",
    ],
    weeks: [
      "Keep the same waking time every day.",
      "Add a short daily walk.",
      "Keep the last hour before bed free of screens and news.",
      "If sleep or appetite are still poor, make an appointment with your doctor.",
    ],
    phases: [
      { action: "Keep a fixed waking time and ten minutes of morning daylight.", measure: "The waking time kept on at least twenty of thirty days." },
      { action: "Add a daily walk and regular meals.", measure: "At least four walks a week for four weeks." },
      { action: "If sleep is still poor, see your doctor and bring notes of your sleep.", measure: "A sleep note kept for two weeks, and a doctor's visit booked or held." },
    ],
  },
  loneliness: {
    reflection: "You wrote about loneliness, time on your own and the times you pull back from people.",
    meaning: [
      "Loneliness is not the same as being alone. People can feel lonely in a full house or at a busy workplace, and content on a quiet afternoon. It often comes from feeling unseen, or from carrying something nobody else knows about.",
      "When people feel low or grieving, pulling back is natural: it takes energy to be with others. But time apart can make reaching out feel harder, and the loneliness can grow in the gap.",
      "Small, regular contact often helps more than big social plans: a short call at the same time each week, a walk with a neighbor, a class or group where the same faces appear.",
    ],
    tryThis: [
      "Put one short, regular contact in your week, such as a call at the same time every Sunday.",
      "Say yes to one small invitation, and let yourself leave early if you need to.",
      "Tell one person that you have been feeling lonely.",
    ],
    pattern: "It sounds as if loneliness is strongest at certain times, and that pulling back can make it grow.",
    strength: "You can name when loneliness is strongest, which makes it easier to plan for those times.",
    factor: "Loneliness and pulling back",
    mechanism: "Feeling low or unseen makes contact with others feel like effort, so people pull back. Less contact deepens loneliness, and loneliness makes the next contact feel harder.",
    check: "Do your words describe pulling back from people at the times you feel most alone?",
    firstSteps: [
      "Today, write down the time of day or week when you feel loneliest.",
      "Tomorrow, plan one contact for your loneliest time: a call, a visit or a walk.",
      "The day after, reach out to one person, even briefly, at a time you usually feel alone.",
    ],
    weeks: [
      "Keep one regular weekly contact.",
      "Say yes to one invitation.",
      "Try one group, class or gathering where the same people meet.",
      "Notice which contacts left you feeling less alone.",
    ],
    phases: [
      { action: "Set up a regular contact at your loneliest time each week.", measure: "Four weekly contacts at that time." },
      { action: "Join one group or activity that meets regularly.", measure: "At least three meetings attended." },
      { action: "Deepen one relationship by sharing how you have really been.", measure: "One honest conversation about how you are doing." },
    ],
  },
  "change-life-stage": {
    reflection: "You wrote about changes in your life, and how they have reshaped your days.",
    meaning: [
      "Big transitions, such as retirement, children leaving home, a move, an illness or a death, change more than the calendar. They take away routines, roles and people we saw every day, often all at once, and they can leave us unsure of who we are now.",
      "Even welcome changes can bring a sense of loss. It is common to grieve the old shape of life while also appreciating the new one, and to feel lost in between.",
      "New routines and roles rarely appear by themselves. They tend to be built, a little at a time, by trying things and keeping what fits.",
    ],
    tryThis: [
      "Write down what the change took away and what it made possible.",
      "Give your week two or three fixed points: a class, a volunteering slot, a standing coffee.",
      "Talk with someone who has made a similar change about what helped them.",
    ],
    pattern: "It sounds as if recent changes removed routines and roles that used to hold your days together.",
    strength: "You can see clearly what recent changes have altered in your days, which is where building a new routine begins.",
    factor: "Lost routines after a big change",
    mechanism: "A big change removes the routines and roles that gave days their shape. Without that shape, days blur, energy drops, and it becomes harder to build the new routines that would help.",
    check: "Do your words describe routines or roles that a recent change took away?",
    firstSteps: [
      "Today, write down one routine the change took away.",
      "Tomorrow, choose one small new routine to try this week.",
      "The day after, try one small new routine for the first time.",
    ],
    weeks: [
      "Keep your new routine each week.",
      "Add a second fixed point to your week.",
      "Talk with someone who has been through a similar change.",
      "Decide which new routines to keep.",
    ],
    phases: [
      { action: "Set two fixed points in each week, such as a class or a standing visit.", measure: "Both fixed points kept for four weeks." },
      { action: "Try one new role that uses your skills, such as volunteering or mentoring.", measure: "At least three sessions in the new role." },
      { action: "Review your new week and keep what fits.", measure: "A written weekly routine you are content with." },
    ],
  },
  hopes: {
    resource: true,
    reflection: "You wrote about what you hope for[ (you named {thing})], and what you would like to be different.",
    meaning: [
      "Hopes are worth taking seriously. They show what matters to you, and they point toward the first steps, even when the whole picture feels far away.",
      "Large hopes are easier to move toward when they are broken into small, specific steps. A wish to feel closer or to feel better becomes a walk together after dinner on Tuesday, or a call to a sister on Sunday.",
      "It is also fine for hopes to be modest. A little more peace, a little more energy or one good hour a day are real goals, and reaching them often makes the next step easier.",
    ],
    tryThis: [
      "Write down your hope in one sentence, then the smallest step toward it[, starting from what you wrote about {thing}].",
      "Share your hope[, and what you wrote about {thing},] with one person who would want it for you.",
      "Put the first step[ toward what you wrote about {thing}] on the calendar.",
    ],
    pattern: "It sounds as if you have a clear picture of what you would like to be different, even if getting there feels hard.",
    strength: "You can still picture something better, which is itself a kind of strength.",
    factor: "Hopes without a first step",
    mechanism: "When a hope feels far away and large, it is easy to wait for the right moment. Waiting keeps the hope distant, which can make it feel less and less possible.",
    check: "Do your words describe a hope that has not yet had a first step?",
    firstSteps: [
      "Today, write your hope in one sentence.",
      "Tomorrow, write down the smallest step toward one thing you hope for.",
      "The day after, take one small step toward something you hope for, and notice how it feels.",
    ],
    weeks: [
      "Take one small step toward your hope each week.",
      "Share your hope with someone who can encourage you.",
      "Notice any change, however small.",
      "Choose the next step.",
    ],
    phases: [
      { action: "Write your hope down and take one small step toward it each week.", measure: "Four steps taken." },
      { action: "Share the hope with someone and ask them to check in with you.", measure: "At least two check-ins held." },
      { action: "Look back at how far you have come and set the next three months' steps.", measure: "A written list of next steps." },
    ],
  },
};

/** For the fallback themes built from a bank's sections: general words that fit any of them. */
export const sectionGuidance: ThemeGuidance = {
  reflection: "In this part of the questionnaire, you wrote these words about your life as it is now.",
  meaning: [
    "Putting experience into words is harder than it looks, and it is often the first step toward making sense of it. What you wrote here is worth returning to, because it shows what was on your mind when you sat down to answer.",
    "It can help to read your own answers again after a few days and notice what stands out: a word you used more than once, a person you mentioned, a feeling you named. Those are often the places to start.",
    "You do not need to work through everything at once. Choosing one small part and giving it some attention is enough.",
  ],
  tryThis: [
    "Reread your answers and underline the sentence that feels most important.",
    "Write a few more lines about that sentence.",
    "Share it with one person you trust.",
  ],
  pattern: "It sounds as if some of what you wrote here is still very much with you.",
  strength: "You were willing to put hard things into words, which takes courage.",
  factor: "What you named in this part of the questionnaire",
  mechanism: "What is on our minds but not yet talked about tends to stay unsettled. Naming it, as you have begun to do, is how it starts to move.",
  check: "Do your words describe something that has stayed with you for a while?",
  firstSteps: [
    "Today, reread your answers and underline the most important sentence.",
    "Tomorrow, write a few more lines about whatever in your answers feels most important.",
    "The day after, share one thing you wrote with someone you trust.",
  ],
  weeks: [
    "Write for ten minutes each week about what you underlined.",
    "Talk with someone about it.",
    "Choose one small change related to it.",
    "Notice how you feel about it now.",
  ],
  phases: [
    { action: "Write for ten minutes each week about what matters most in your answers.", measure: "Four writing sessions." },
    { action: "Talk about it with a trusted person or a professional.", measure: "At least one conversation held." },
    { action: "Choose one small change and keep it going.", measure: "The change kept for four weeks." },
  ],
};
