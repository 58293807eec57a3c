import type { GuidanceBlock } from "../blocks/guidance-block";

/** Grief blocks about daily life after the loss: money, living alone, drinking, sleep, dates, family (issue 28). */
export const griefDailyLife: readonly GuidanceBlock[] = [
  {
    id: "grief-money",
    forms: ["death-grief"],
    weight: 1.2,
    topic: "money and paperwork",
    terms: ["bills", "bill", "paperwork", "insurance", "pension", "estate", "debt", "loan", "banking", "bank", "money", "savings", "probate", "lawyer", "collectors", "account", "taxes"],
    phrases: ["car loan", "medical bill", "online banking", "pay the bill"],
    about: [
      "You wrote about the money matters and paperwork the death has left you with.",
      "Your answers tell us that bills, accounts and paperwork have landed on you since the loss.",
    ],
    says: [
      [
        "Paperwork after a death is a heavy load, and it often arrives when you have the least to give. Each form can feel like proof of the loss. It is common for simple tasks to take far longer than they should.",
        "Money matters after a death can stir up grief, worry and sometimes old family strain. Many of them can wait longer than it seems. Few need to be settled this week.",
      ],
      [
        "You usually do not have to pay a loved one's debts from your own money unless your name was on the account. A legal aid office or the estate's lawyer can tell you what is yours to handle. Asking a bank or a creditor to put things in writing can also slow the calls down.",
        "It can help to make one list of every account, bill and form, then ask one person to sit with you for an hour a week to work down it. A bank's bereavement team, a legal aid office or a trusted friend who is good with papers can all help.",
      ],
    ],
    tryThis: [
      "Put every bill and letter in one box or folder, so nothing is scattered.",
      "Ask one person who is good with papers to sit with you for an hour.",
      "Before paying any debt that was not in your name, ask a legal aid office whether it is yours to pay.",
    ],
    step: ["Gather every bill and letter into one folder, and write a list of what is in it.", "Ask one person to sit with you for an hour to go through the papers."],
    ask: ["Which single piece of paperwork weighs on you most, and who could help with it?", "Which money matters could wait until you are stronger?"],
  },
  {
    id: "grief-living-alone",
    forms: ["death-grief"],
    weight: 1.1,
    topic: "living alone now",
    terms: ["alone", "empty", "quiet", "lonely", "loneliness"],
    phrases: ["live alone", "lives alone", "empty house", "by myself", "on my own", "too quiet", "house be too quiet", "alone in the house"],
    about: [
      "You wrote about the quiet of the house and about living on your own now.",
      "Your answers tell us about coming home to an empty house, and about the long quiet hours.",
    ],
    says: [
      [
        "Living alone after years of sharing a home is a big change. The quiet can feel loud. Meals, evenings and weekends lose their shape, and no one asks how your day went.",
        "An empty house holds the absence in every room. Many people leave a radio or television on just to hear a voice. That is a sensible way of coping, not a strange one.",
      ],
      [
        "Small fixed points help the days hold together: a call at the same hour, a walk past the same neighbor, a meal at the table rather than standing up. Senior centers, libraries and churches often run daytime groups where the same faces appear each week.",
        "It can help to plan the hardest hours in advance. If evenings are long, a standing phone call, a class or a regular visit can give them a center.",
      ],
    ],
    tryThis: [
      "Set up one standing call for your hardest hour of the week.",
      "Eat one meal a day sitting at the table, with a plate and a napkin.",
      "Find one daytime group that meets weekly, and go twice before deciding.",
    ],
    step: ["Ask one person for a standing call at your loneliest hour of the week.", "Eat tonight's meal at the table, with a real plate."],
    ask: ["Which hour of the day is quietest, and what could fill it?", "Who could you ask to be part of your week, on the same day each week?"],
  },
  {
    id: "grief-drinking",
    forms: ["death-grief"],
    weight: 3,
    topic: "drinking more to get through",
    terms: ["wine", "beer", "beers", "drink", "drinking", "drinks", "whiskey", "vodka", "bourbon", "alcohol", "bottle", "glass", "drunk"],
    phrases: ["more than i should", "more than i use to"],
    about: [
      "You wrote that you have been drinking more since the loss.",
      "Your answers tell us that a drink has become part of how you get through the evenings.",
      "You were honest with us that you drink more now than you did.",
    ],
    says: [
      [
        "Many grieving people drink more than they used to. A drink can take the edge off a long evening, or help with falling asleep. It is an understandable way of coping, and it is also one that tends to make grief heavier over time.",
        "Reaching for a drink to get through the evening is common in grief. The trouble is that alcohol tends to deepen low moods, break up sleep in the early hours, and make the next day harder to face.",
      ],
      [
        "You do not need to make a big promise to change this. Small steps work better: a set number of drinks, a first drink later in the evening, one night a week without any. If cutting back is hard, that is worth telling a doctor, who can help without judging.",
        "It may help to notice when the first drink happens and what comes just before it. Putting something else in that moment, a walk, a call, a cup of tea, can take some of the pull away. A doctor can help if cutting down proves hard.",
      ],
    ],
    tryThis: [
      "Keep a note for one week of when you drink and what the moment was like.",
      "Choose one evening this week with no alcohol, and plan what you will do instead.",
      "If cutting down feels hard, tell your doctor. It is a common worry in grief.",
    ],
    step: ["Write down, tonight, when you had your first drink and what came just before it.", "Pick one evening this week with no alcohol, and plan a call or a walk for it."],
    ask: ["What is the drink doing for you in the evening, and what else could do part of that?", "What would a morning feel like after a night without a drink?"],
  },
  {
    id: "grief-sleep",
    forms: ["death-grief"],
    weight: 0.8,
    topic: "sleep",
    terms: ["sleep", "asleep", "awake", "nap", "night", "nights", "tired", "exhausted", "bed", "insomnia"],
    phrases: ["wake up", "fall asleep", "lie awake", "lie there", "get back to sleep", "in the middle of the night"],
    about: [
      "You wrote about how your sleep has changed since the loss.",
      "Your answers tell us that nights are hard and sleep does not come easily.",
    ],
    says: [
      [
        "Grief often breaks up sleep. Many people wake in the early hours and lie there going over things. Others sleep long and still wake up tired. Both are common, and both usually ease with time.",
        "Nights can be the hardest part of grief. In the dark, with no one to talk to, thoughts go round and round. A poor night then makes the next day heavier.",
      ],
      [
        "A few steady habits help many people: the same waking time each day, daylight early in the morning, and a calm last hour before bed. If you wake and cannot settle, getting up for a while in dim light often works better than lying there.",
        "It can help to keep a notebook by the bed. When a thought keeps you awake, write it down for the morning. If poor sleep goes on for weeks, it is worth telling your doctor.",
      ],
    ],
    tryThis: [
      "Get up at the same time every day this week, even after a bad night.",
      "Keep a notebook by the bed to write down the thoughts that wake you.",
      "Spend ten minutes outside in the morning light.",
    ],
    step: ["Put a notebook by your bed tonight for the thoughts that wake you.", "Choose a fixed time to get up tomorrow, and keep it even after a poor night."],
    ask: ["What goes through your mind when you wake in the night?", "What helps you settle, even a little, at night?"],
  },
  {
    id: "grief-dates",
    forms: ["death-grief"],
    topic: "anniversaries and holidays",
    terms: ["birthday", "anniversary", "christmas", "thanksgiving", "holiday", "holidays", "easter", "hanukkah", "anniversaries"],
    phrases: ["mother's day", "father's day", "new year"],
    about: [
      "You wrote about birthdays, holidays and anniversaries, and how hard they are now.",
      "Your answers tell us that certain dates in the year have become hard to face.",
    ],
    says: [
      [
        "Birthdays, holidays and anniversaries often bring grief back in full. The days before can be worse than the day itself. The first year of dates is often the hardest.",
        "Special days are built around the people we love. When one of them is missing, the day can feel like a reminder of everything that is gone. Dreading these days is common.",
      ],
      [
        "Having a plan helps more than waiting to see how you feel. Decide who you will be with, what you will keep, and what you will skip this year. It is fine to do things differently, or to do less.",
        "Many families make a small ritual for the day: lighting a candle, cooking a favorite meal, telling stories. You can also choose to step away from the usual plans this year. Either way, tell the people close to you what you need.",
      ],
    ],
    tryThis: [
      "Write a short plan for the next hard date: who you will be with, and one thing you will do.",
      "Choose one small ritual to honor {lost|the one you lost} on that day.",
      "Tell your family what you can and cannot manage this year.",
    ],
    step: ["Write down the next hard date and one person you would like to be with on it.", "Choose one small ritual for the next hard date, such as a candle or a favorite meal."],
    ask: ["What would make the next holiday a little more bearable?", "Which tradition would you like to keep, and which could you set aside this year?"],
  },
  {
    id: "grief-family-strain",
    forms: ["death-grief"],
    topic: "strain in the family",
    terms: ["fight", "fighting", "blame", "blames", "argue", "argued", "estate", "barely", "differently", "apart", "pity"],
    phrases: ["barely speak", "barely speaking", "barely talk", "do not speak", "shut down", "grieve differently", "grieve very differently", "not speaking", "we fight"],
    minScore: 3,
    about: [
      "You wrote about strain with people in your family since the loss.",
      "Your answers tell us that the loss has put distance between you and someone close.",
    ],
    says: [
      [
        "Grief can pull families apart as well as bring them together. People grieve in different ways and at different speeds. One talks, one goes quiet. One wants to keep everything, one wants to sell. Each can feel the other is doing it wrong.",
        "It is common for a death to stir up old family tensions, or to start new ones. Money, belongings and blame are often where the strain shows. Underneath, each person is usually hurting in their own way.",
      ],
      [
        "It can help to talk about how you each grieve, rather than about who is right. A counselor, a faith leader or a mediator can help when talking alone keeps going wrong. Not every rift needs to be mended now.",
        "Sometimes the kindest step is a short one: a text that says, I know we are both hurting. Bigger talks can wait until you are both steadier. A family counselor can help if they keep going badly.",
      ],
    ],
    tryThis: [
      "Write down how you grieve and how the other person seems to grieve. Look for where they differ.",
      "Send one short, kind message that does not try to settle anything.",
      "If money or belongings are the fight, ask a neutral person to help.",
    ],
    step: ["Write a few lines on how you grieve and how [{person} ]the other person seems to grieve.", "Send one short message that says you know you are both hurting."],
    ask: ["What would you want {person|the other person} to understand about how you grieve?", "Which family rift could wait, and which one matters most to mend?"],
  },
  {
    id: "grief-peers",
    forms: ["death-grief"],
    weight: 0.8,
    topic: "meeting others who understand",
    terms: ["widowers", "widows", "group", "others", "mothers", "parents"],
    phrases: ["other parent", "other mother", "other widower", "other man", "support group", "been through", "lost a child", "know about", "understand"],
    minScore: 3,
    about: [
      "You wrote that you would like to meet others who have been through a loss like yours.",
      "Your answers tell us you are looking for people who understand this loss from the inside.",
    ],
    says: [
      [
        "Many people say the most help came from others who had lived through the same kind of loss. With them, there is no need to explain or to protect anyone. It can be a relief to hear your own thoughts said by someone else.",
        "Grief groups are not all the same. Some are for a particular loss, some meet online, some are run by hospices or churches. It often takes two or three visits to know if a group fits.",
      ],
    ],
    tryThis: [
      "Ask a local hospice, church or library for a list of grief groups.",
      "Try a group twice before deciding. The first time is often the hardest.",
      "If a room of people feels too much, start with an online group where you can just listen.",
    ],
    step: ["Find one grief group that fits your loss and write down when it next meets.", "Ask a hospice or library for a list of grief groups near you."],
    ask: ["What would you most want to ask someone who has been where you are?", "What would make it easier to walk into a group for the first time?"],
  },
  {
    id: "grief-meals",
    forms: ["death-grief"],
    weight: 0.5,
    topic: "meals and eating",
    terms: ["cook", "cooking", "eat", "eating", "meal", "meals", "appetite", "hungry", "cereal", "pounds", "junk", "supper", "dinner", "groceries", "grocery"],
    phrases: ["frozen dinner", "forget to eat", "not hungry"],
    minScore: 3,
    about: [
      "You wrote about meals, and how eating has changed for you.",
      "Your answers tell us that meals have become harder since the loss.",
    ],
    says: [
      [
        "Appetite often fades in grief, and cooking for one can feel pointless. Yet small, regular meals keep up the strength you need to get through the days. Simple is fine.",
        "Meals were often shared, or made by the person who died. Eating alone can be a daily reminder of the loss. Many people eat standing up, or skip meals, without noticing.",
      ],
    ],
    tryThis: [
      "Learn one simple meal you can make in twenty minutes, and make it twice this week.",
      "Keep easy, healthy food at hand: eggs, soup, fruit, bread.",
      "Invite someone to share a simple meal once a week.",
    ],
    step: ["Write down three simple meals you could make this week, and buy what they need.", "Cook one simple meal and eat it sitting down."],
    ask: ["Which meal of the day is hardest now, and why?", "Who might enjoy sharing a simple meal with you?"],
  },
  {
    id: "grief-grandchildren",
    forms: ["death-grief"],
    topic: "grandchildren and the next generation",
    terms: ["grandchild", "grandson", "granddaughter", "grandkids", "grandbabies", "grandchildren", "grammy", "grandmother", "grandfather", "grandpa", "grandma", "baby"],
    about: [
      "You wrote about {person|the grandchildren} and what they mean to you now.",
      "Your answers tell us that {person|a grandchild} gives you a reason to keep going.",
    ],
    says: [
      [
        "Grandchildren can be a real source of meaning in grief. They need us, they make us laugh, and they carry part of the person we lost. Sharing stories with them keeps that person alive in the family.",
        "Children grieve too, in their own way and at their own pace. Answering their questions simply and honestly helps them. Telling them stories about the one who died is a gift to both of you.",
      ],
    ],
    tryThis: [
      "Make a small book of stories and photos about {lost|the one you lost} for the grandchildren.",
      "Plan one simple outing with {person|a grandchild} this month.",
    ],
    step: ["Write down one story about {lost|the one you lost} that you want {person|the grandchildren} to know."],
    ask: ["What do you want {person|the grandchildren} to know about {lost|the one you lost}?", "What do you enjoy most about time with {person|the grandchildren}?"],
  },
  {
    id: "grief-avoiding",
    forms: ["death-grief"],
    weight: 0.7,
    topic: "places and things you avoid",
    terms: ["avoid", "avoided"],
    phrases: ["have not go back", "have not been back", "have not be back", "have not touch", "have not open", "have not be to", "stay away"],
    about: [
      "You wrote about places and things you now avoid.",
      "Your answers name places and belongings you have kept away from since the loss.",
    ],
    says: [
      [
        "Avoiding reminders is a natural way to get through early grief. Some places and belongings can wait. Over time, though, avoiding can shrink life, and the places can seem bigger than they are.",
        "Many people find that going back to an avoided place once, with company and for a short time, makes it easier the next time. There is no rush. You choose when, and which place comes first.",
      ],
    ],
    tryThis: ["Rank the things you avoid from easiest to hardest. Start with the easiest, with someone beside you.", "Go back to one place for ten minutes, with a friend, and leave when you wish."],
    step: ["List the places and things you avoid, easiest first.", "Choose the easiest place on your list and who could go with you."],
    ask: ["Which place would you most like to be able to visit again?", "Who could go with you the first time?"],
  },
];
