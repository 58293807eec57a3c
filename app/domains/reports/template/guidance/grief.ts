import type { ThemeGuidance } from "./theme-guidance";

/** Themes of the Death & Grief Assessment. */
export const griefGuidance: Record<string, ThemeGuidance> = {
  "the-loss": {
    reflection: "You wrote about the person you lost, about your life together, and about how the loss happened.",
    meaning: [
      "There is no right way to grieve and no timetable for it. Grief is the form love takes when someone we love is gone, and it tends to be as large as the bond was. What you wrote shows a bond that mattered deeply.",
      "When a loss comes quickly, many people find their minds keep returning to the last weeks and days, trying to make sense of them. That going back over things is a common part of grieving, not a sign that something is wrong.",
      "Telling the story of the person, not only of their death, can help. Who they were, what they loved, what they made you laugh about: these are part of carrying them with you.",
    ],
    tryThis: [
      "Write a page about the person as they were on an ordinary good day.",
      "Tell one story about them to someone who did not know them well.",
      "Keep one object of theirs somewhere you see it each day, if that brings comfort.",
    ],
    pattern: "It sounds as if your mind often returns to the person you lost and to the time around the loss, which is a very common part of grieving.",
    strength: "You describe the person you lost, and your life together, with great care, which shows how much they mattered.",
    factor: "The size and suddenness of the loss",
    mechanism: "A loss that reshapes every part of daily life keeps meeting you in ordinary moments. Each meeting brings the grief back to the surface, and without places to set the grief down, it can feel as if it never eases.",
    check: "Do your words describe the loss meeting you in many ordinary moments of the day?",
    firstSteps: [
      "Today, write down three things you want to remember about the person you lost.",
      "Tomorrow, share one memory of the person you lost with someone you trust.",
      "The day after, choose a small, regular time to remember them, such as a candle on Sunday evening.",
    ],
    weeks: [
      "Write one short story about the person each week.",
      "Look through photographs with someone who also knew them.",
      "Decide on one way to mark an upcoming date that matters.",
      "Notice whether remembering has started to bring any warmth alongside the pain.",
    ],
    phases: [
      { action: "Set a weekly time to remember, such as writing or looking at photographs.", measure: "Four weekly times kept." },
      { action: "Share stories of the person with at least two people who knew them.", measure: "Two conversations about the person that you describe as comforting." },
      { action: "Create one lasting way to honor them: a planting, a page, a donation or a visit.", measure: "The remembrance is done or planned with a date." },
    ],
  },
  "guilt-regret": {
    reflection: "You wrote about things left unsaid, and about feelings such as guilt, regret or anger that can come with a loss.",
    meaning: [
      "Guilt and regret are among the most common feelings in grief, and among the least talked about. Most people, looking back, can find something they wish they had said or done differently. That is usually a sign of how much they cared, not of how badly they failed.",
      "Mixed feelings are normal too. Relief that suffering has ended, or anger at how things happened, can sit right beside deep love. Having those feelings does not make the love any less real.",
      "What was left unsaid can still be said, in a different way: a letter, a visit to a meaningful place, or words spoken aloud. Many people find this eases a weight they did not know they were carrying.",
    ],
    tryThis: [
      "Write a letter to the person you lost, saying what you wish you had said.",
      "Say the words aloud somewhere that feels right, such as their grave or a favorite place.",
      "Tell one trusted person about a feeling you have kept to yourself.",
    ],
    pattern: "It sounds as if some feelings about the loss, such as regret or relief, have been hard to say out loud.",
    strength: "You are willing to look honestly at hard and mixed feelings, which is often where healing starts.",
    factor: "Regrets and feelings not yet spoken",
    mechanism: "Feelings that feel wrong to have, such as guilt, anger or relief, tend to be kept private. Kept private, they are never answered by anyone else's understanding, so they stay as sharp as on the first day.",
    check: "Do your words describe feelings you have not yet said to anyone?",
    firstSteps: [
      "Today, write one sentence you wish you had said to the person you lost.",
      "Tomorrow, spend ten minutes writing a letter to the person you lost.",
      "The day after, say aloud, alone or with someone you trust, one thing you wish the person you lost had heard.",
    ],
    weeks: [
      "Finish your letter and keep it somewhere safe.",
      "Share one mixed feeling with a trusted person or a grief group.",
      "Write down one thing you did well for the person you lost.",
      "Notice whether the regret feels any different after being said.",
    ],
    phases: [
      { action: "Write a letter to the person you lost and read it aloud once.", measure: "The letter is written and read." },
      { action: "Share one hard feeling with a person, group or counselor.", measure: "At least one conversation in which a hard feeling was said and heard." },
      { action: "Write down what you did well in caring for them, and reread it when guilt returns.", measure: "A list of at least five things, reread at least four times." },
    ],
  },
  "daily-life": {
    reflection: "You wrote about how your days have changed since your loss: the routines, the tasks and the empty hours.",
    meaning: [
      "After a loss, ordinary life is rearranged. Meals, evenings, weekends and chores that were shared become solitary, and tasks the other person handled become yours. It is common to feel both overwhelmed and oddly idle at once.",
      "Practical tasks can carry a lot of grief inside them. Paperwork, a car repair or a bill can feel like proof of the absence, and asking for help with them can bring up feelings of foolishness that are really feelings of loss.",
      "A gentle structure often helps: one small plan for each morning, afternoon and evening, so that the long stretches have something to hold onto.",
    ],
    tryThis: [
      "Give each day one small anchor: a walk, a call, a meal at the table.",
      "Make a list of practical tasks and ask one person to help with one of them.",
      "Cook one simple meal you enjoy, and sit down to eat it.",
    ],
    pattern: "It sounds as if parts of the day, especially those once shared, are hardest, and that practical tasks carry extra weight.",
    strength: "You are facing the practical side of a changed life one day at a time, even when it is hard.",
    factor: "Days reshaped by the absence",
    mechanism: "When the shape of every day changes at once, long empty stretches and unfamiliar tasks arrive together. Empty time leaves room for grief to fill, and unfamiliar tasks add stress, so days feel both long and heavy.",
    check: "Do your words describe certain hours of the day, or certain tasks, as the hardest?",
    firstSteps: [
      "Today, choose one small anchor for tomorrow's hardest hour.",
      "Tomorrow, write a list of the practical tasks hanging over you.",
      "The day after, ask one person for help with one practical task that is hanging over you.",
    ],
    weeks: [
      "Keep one anchor a day for your hardest hour.",
      "Clear one practical task with help.",
      "Try one new routine that is yours alone.",
      "Notice which days felt a little more manageable, and why.",
    ],
    phases: [
      { action: "Give your hardest hour a daily anchor: a walk, a call or a meal at the table.", measure: "The anchor kept on at least five days a week." },
      { action: "Work through the practical task list with help, one item a week.", measure: "Four practical tasks completed." },
      { action: "Build one new weekly routine that belongs to your life now.", measure: "The routine has been kept for four weeks." },
    ],
  },
  "memories-meaning": {
    reflection: "You wrote about the memories you treasure and about what gives your days meaning now, including faith or tradition.",
    meaning: [
      "Memories can be both comfort and pain, sometimes in the same moment. Many people find that, over time, the balance shifts, and remembering brings more warmth than hurt. There is no need to hurry that.",
      "Faith, beliefs and traditions can hold people through grief, and they can also be shaken by it. Feeling angry at God, or unsure of what you believe, is common and does not undo a life of faith.",
      "Meaning often returns through small things first: being needed, a garden, a grandchild's visit, a way of giving that honors the person who died.",
    ],
    tryThis: [
      "Put together a small collection of photographs or keepsakes in one place.",
      "Talk with a faith leader or trusted friend about questions your loss has raised.",
      "Choose one activity that honors the person you lost, such as something they loved to do.",
    ],
    pattern: "It sounds as if memories and meaning are a real source of comfort for you, even when they also bring tears.",
    strength: "You hold memories and sources of meaning that can help carry you.",
    factor: "Meaning that needs rebuilding",
    mechanism: "When the life that gave meaning is changed, the future can look empty. Without a sense of purpose to pull you forward, it is harder to take the small steps that would bring meaning back.",
    check: "Do your words describe sources of meaning that are still there, waiting to be used more?",
    firstSteps: [
      "Today, choose one photograph and write a few lines about the memory behind it.",
      "Tomorrow, spend time on one activity that gives you a sense of purpose.",
      "The day after, talk with someone about what you believe or hope for now.",
    ],
    weeks: [
      "Gather photographs or keepsakes into one place you can visit.",
      "Spend time each week on one thing that makes you feel needed.",
      "Attend a service, gathering or tradition that feels meaningful.",
      "Plan a way to honor the person on an upcoming date.",
    ],
    phases: [
      { action: "Create a place or book of memories, adding to it weekly.", measure: "The memory book or place has at least four new entries." },
      { action: "Take up one purposeful activity, such as volunteering, for a set time each week.", measure: "The activity done on at least three weeks of the month." },
      { action: "Mark a meaningful date or tradition in a way you choose.", measure: "The date marked, with someone else if you wish." },
    ],
  },
  "grief-waves": {
    reflection: "You wrote about the moments, places and dates that bring your grief to the surface.",
    meaning: [
      "Many people describe grief as coming in waves: long quieter stretches, then a sudden swell set off by a song, a smell, a place or a date. Over time the waves usually come less often, though they can still be strong when they come.",
      "Holidays, birthdays and anniversaries can be especially hard, and dreading them is common. Planning ahead, rather than waiting to see how you feel, often makes these days more bearable.",
      "Avoiding places and things that remind you of the loss is understandable, and sometimes wise for a while. Returning to them gently, when you are ready and perhaps with company, can help them become places of memory rather than only of pain.",
    ],
    tryThis: [
      "Make a short plan for the next hard date: who you will be with, and one thing you will do.",
      "When a wave comes, let it come, then do one small, kind thing for yourself afterward.",
      "Choose one avoided place to visit briefly, with someone, when you feel ready.",
    ],
    pattern: "It sounds as if certain places, times and dates reliably bring grief back, and that some of them are hard to face.",
    strength: "You know many of the moments that bring grief back, which makes it possible to plan for them.",
    factor: "Reminders that bring grief back",
    mechanism: "Places and dates that bring grief back are often avoided, which is understandable. But avoiding them can keep them charged, so the next unexpected encounter brings a bigger wave.",
    check: "Do your words describe places or dates you avoid because of the grief they bring?",
    firstSteps: [
      "Today, write down the next date or season you are dreading.",
      "Tomorrow, ask one person to be with you, or to call you, on the next date you are dreading.",
      "The day after, plan one small, comforting thing to do on the next hard date.",
    ],
    weeks: [
      "Finish a simple plan for the next hard date.",
      "Notice what tends to help after a wave, and write it down.",
      "Visit one avoided place briefly, if you feel ready, with company.",
      "Review how the hard moments went, and what you would repeat.",
    ],
    phases: [
      { action: "Make a written plan for each hard date in the next three months.", measure: "Each hard date in the next three months has a plan." },
      { action: "Keep a short note after each wave of grief: what set it off and what helped.", measure: "At least four notes, with one thing that helps identified." },
      { action: "Return once to an avoided place or tradition, in your own way.", measure: "The visit or tradition done, and how it felt noted." },
    ],
  },
};
