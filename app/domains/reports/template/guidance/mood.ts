import type { ThemeGuidance } from "./theme-guidance";

/** Themes of the Depression and the Mental Health & Wellbeing Assessments. */
export const moodGuidance: Record<string, ThemeGuidance> = {
  "low-mood": {
    reflection: "You wrote about how your mood has been lately, and what the heavier days feel like.",
    meaning: [
      "Low spells can make everything feel heavier: getting started, making decisions, even looking forward to good things. Many people describe it as a fog or a weight rather than as sadness. Naming how it feels for you, as you have done, is a real first step.",
      "Moods often follow patterns: certain times of day, seasons, situations or thoughts. Noticing your own patterns does not make the low days go away, but it can make them less surprising and give you a chance to plan for them.",
      "A low mood is not a sign of weakness or a failure of character. It is something that happens to many people, often after change or loss, and it is something people can and do get help with.",
    ],
    tryThis: [
      "Keep a simple mood note for a week: one word for the morning, one for the evening.",
      "Plan one small, pleasant thing for the time of day that tends to be hardest.",
      "Get outside in daylight for at least ten minutes today.",
    ],
    pattern: "It sounds as if your mood follows some patterns, with certain times or situations reliably heavier than others.",
    strength: "You can describe your moods clearly and honestly, which helps both you and anyone who supports you.",
    factor: "A low mood that feeds on itself",
    mechanism: "When mood is low, energy and interest drop, so people do less of what used to lift them. Doing less brings fewer good moments, which keeps the mood low. The cycle is common and it can be interrupted with small steps.",
    check: "Do your words describe doing less of what used to help as your mood dropped?",
    firstSteps: [
      "Today, spend ten minutes outside in daylight.",
      "Tomorrow, write one word for your mood in the morning and one at night.",
      "The day after, plan one small pleasant thing for your hardest hour.",
    ],
    weeks: [
      "Keep a daily mood note and look for one pattern.",
      "Add one small pleasant activity to three days of the week.",
      "Share what you have noticed with one person you trust.",
      "Look back at your notes and choose what to keep doing.",
    ],
    phases: [
      { action: "Keep a short daily mood note and a plan for your hardest time of day.", measure: "Mood notes on at least twenty of thirty days." },
      { action: "Schedule three small pleasant activities a week, whatever your mood.", measure: "At least ten activities done, and their effect on your mood noted." },
      { action: "Review your notes with a professional or a trusted person and decide on next steps.", measure: "One conversation held about what your notes show." },
    ],
  },
  "inner-voice": {
    reflection: "You wrote about the way you speak to yourself, and the thoughts that come back when you feel low.",
    meaning: [
      "Many people carry an inner voice that is much harsher than anything they would say to a friend. It often learned its words long ago, from a demanding parent, a hard school or a difficult time, and it tends to get louder when life is already hard.",
      "Harsh thoughts feel like facts, but they are thoughts. Noticing them as thoughts, as that familiar voice again, can put a little distance between you and them, even if it does not make them disappear.",
      "A useful question is: what would I say to a friend who told me this about themselves? The answer is often kinder, fairer and more accurate, and it is a voice you can practice using for yourself.",
    ],
    tryThis: [
      "When a harsh thought comes, write it down, then write what you would say to a friend who thought it.",
      "Notice one thing each day that you handled, however small, and write it down.",
      "Say one kind sentence to yourself in the mirror in the morning, even if it feels odd.",
    ],
    pattern: "It sounds as if a harsh inner voice gets louder on low days, and that it speaks to you more sternly than you would speak to anyone else.",
    strength: "You can notice the way you speak to yourself, and noticing it is the beginning of changing it.",
    factor: "A harsh inner voice",
    mechanism: "A harsh inner voice turns a hard day into proof of failure. Feeling like a failure drains the energy needed to act, and not acting gives the voice more material, so the thoughts and the low mood keep each other going.",
    check: "Do your words describe harsh thoughts that grow louder when you do less?",
    firstSteps: [
      "Today, write down one harsh thought and a kinder answer to it.",
      "Tomorrow, write down three things you handled, however small.",
      "The day after, tell one trusted person about the harsh inner voice, if you feel able.",
    ],
    weeks: [
      "Practice answering harsh thoughts in writing, three times a week.",
      "Keep a short daily list of things you handled.",
      "Notice where the inner voice learned its words.",
      "Reread your kinder answers and choose one to keep close.",
    ],
    phases: [
      { action: "Answer one harsh thought a day in writing with what you would say to a friend.", measure: "At least twenty written answers." },
      { action: "Keep a daily list of three things you handled.", measure: "The list kept on most days, and reread at the week's end." },
      { action: "Talk about the inner voice with a counselor or trusted person.", measure: "One conversation held, and one new way of answering the voice chosen." },
    ],
  },
  "lost-enjoyment": {
    reflection: "You wrote about things you used to enjoy, and how they feel to you now.",
    meaning: [
      "Losing interest in things that used to bring joy is one of the most painful parts of a low spell. It can make a favorite hobby feel like one more chore, and it can bring guilt on top of the sadness.",
      "Enjoyment often returns after action, not before it. Waiting to feel like doing something can mean waiting a long time; doing a small part of it, without expecting to enjoy it, sometimes lets the feeling catch up.",
      "It helps to start very small: five minutes in the garden rather than the whole bed, one page rather than a chapter, one phone call rather than a whole evening out.",
    ],
    tryThis: [
      "Choose one thing you used to enjoy and do five minutes of it, without judging how it feels.",
      "Invite someone to do it with you.",
      "Write down afterward whether it felt even a little different from what you expected.",
    ],
    pattern: "It sounds as if things that used to bring you joy now feel flat, and that this brings its own guilt.",
    strength: "You remember clearly what used to bring you joy, which gives you a map back to it.",
    factor: "Fewer moments of enjoyment",
    mechanism: "When activities stop feeling enjoyable, people understandably stop doing them. But enjoyment tends to follow doing, so stopping removes the very chances for it to return.",
    check: "Do your words describe stopping things because they no longer felt enjoyable?",
    firstSteps: [
      "Today, pick one thing you used to enjoy and do five minutes of it.",
      "Tomorrow, invite someone to join you in something you used to enjoy.",
      "The day after, spend ten minutes on a former pleasure and write down how it compared with what you expected.",
    ],
    weeks: [
      "Do ten minutes of a former pleasure three times this week.",
      "Add someone else to one of those times.",
      "Try a slightly larger piece of it.",
      "Notice any moment, however small, that felt like the old enjoyment.",
    ],
    phases: [
      { action: "Do a small piece of a former pleasure three times a week.", measure: "At least twelve short sessions done." },
      { action: "Make one of those weekly sessions social.", measure: "Four shared sessions." },
      { action: "Set a small goal within that activity, such as a planted bed or a finished book.", measure: "The goal reached, or its halfway point." },
    ],
  },
  "what-helps": {
    resource: true,
    reflection: "You wrote about the things that already help you, even a little[ (you named {thing})].",
    meaning: [
      "Even in hard seasons, most people have a few things that help a little: a walk, a call, a routine, a pet, music. These are easy to dismiss because they do not fix everything. They matter because they work, and because you already know how to do them.",
      "Helpful things tend to work best when they are planned rather than saved for when you feel up to them. On hard days, the part of us that would choose them is often the part that is most tired.",
      "It can also help to notice what does not help, such as long hours of screens or staying in bed, without blaming yourself, so you can choose the helpful thing a little more often.",
    ],
    tryThis: [
      "Write a short list of what helps, even a little, and put it on the fridge.",
      "Schedule one item from the list for each day this week.",
      "When you notice yourself reaching for something that does not help, try one item from the list first.",
    ],
    pattern: "It sounds as if you already know several things that lift you a little, though they can be hard to reach for on the heaviest days.",
    strength: "You already have ways of coping that work for you, and you can name them.",
    factor: "Helpful habits used less often",
    mechanism: "The things that help are easiest to do on good days and hardest on bad ones. So they slip away when they are needed most, and their absence makes bad days heavier.",
    check: "Do your words describe helpful things that are hardest to reach for on bad days?",
    firstSteps: [
      "Today, write a list of five things that help you, even a little.",
      "Tomorrow, do one thing that helps you, at a set time.",
      "The day after, do a different thing that helps, and notice how you feel before and after.",
    ],
    weeks: [
      "Plan one helpful activity a day.",
      "Share your list with someone who can remind you of it.",
      "Add one new item to try.",
      "Keep the items that helped most.",
    ],
    phases: [
      { action: "Plan one helpful activity into each day, at a set time.", measure: "Helpful activities done on at least twenty of thirty days." },
      { action: "Share your list with a trusted person and ask them to remind you on hard days.", measure: "The list shared, and used on at least two hard days." },
      { action: "Add one new helpful activity and keep the ones that work.", measure: "A written list of what helps most, tested over the month." },
    ],
  },
  stress: {
    reflection: "You wrote about the pressures weighing on you and how stress shows up in your body and thoughts.",
    meaning: [
      "Stress builds when demands keep running ahead of the time, energy and help available. It often shows up in the body first: tight shoulders, headaches, broken sleep, a racing mind at night.",
      "People who carry a great deal for others often find it hardest to put anything down. Being the one who holds everything together can become part of who you are, which makes asking for help feel like failing.",
      "Stress usually eases less through one big change than through several small ones: one task shared, one boundary set, one short break taken without guilt.",
    ],
    tryThis: [
      "Write down everything you are carrying, then mark one thing someone else could do.",
      "Take two short breaks a day to breathe slowly for two minutes.",
      "Before bed, write tomorrow's list so it is out of your head.",
    ],
    pattern: "It sounds as if you carry a great deal for others, and that stress shows up in your body and your sleep.",
    strength: "You can name what weighs on you and how it shows up, which makes it easier to see where the load might ease.",
    factor: "Demands that outrun time and help",
    mechanism: "When demands outrun help, people work harder and rest less. Less rest lowers patience and energy, which makes everything take longer, so the demands feel even larger.",
    check: "Do your words describe carrying more than one person can, with little rest?",
    firstSteps: [
      "Today, list everything you are carrying right now.",
      "Tomorrow, choose one task someone else could take, and ask them.",
      "The day after, take two short breathing breaks, morning and afternoon.",
    ],
    weeks: [
      "Hand one task to someone else.",
      "Set one small boundary, such as a time after which you do not check work messages.",
      "Protect one hour a week for something that restores you.",
      "Review what eased, and keep it.",
    ],
    phases: [
      { action: "Write down what you carry and hand at least one task to someone else.", measure: "One regular task no longer yours." },
      { action: "Keep one restoring hour a week and two daily breathing breaks.", measure: "Four restoring hours kept." },
      { action: "Set one lasting boundary at work or at home and keep it.", measure: "The boundary kept for four weeks." },
    ],
  },
};
