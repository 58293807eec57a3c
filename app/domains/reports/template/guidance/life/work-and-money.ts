import type { GuidanceBlock } from "../blocks/guidance-block";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"] as const;

/** Blocks on work, money and big decisions, for the depression, marriage and wellbeing forms (issue 28). */
export const workAndMoney: readonly GuidanceBlock[] = [
  {
    id: "life-job-loss",
    forms: LIFE,
    weight: 2,
    topic: "losing a job and the role it gave you",
    terms: ["laid", "layoff", "fired", "unemployed", "plant", "severance", "provider", "interview", "interviews", "applications"],
    phrases: ["lose my job", "lost my job", "lay off", "laid off", "out of work", "let go", "job search"],
    about: [
      "You wrote about losing your work, and what it has meant for you and your family.",
      "Your answers tell us that losing a job has shaken more than the budget.",
      "In your answers, losing your job stands out, along with what it has meant at home.",
      "Losing work has shaken you, you told us, and not only in money.",
    ],
    says: [
      [
        "Losing a job takes away more than pay. It takes the daily routine, the people, and often a sense of who we are, especially for someone who has always been the provider. Shame and low mood after a job loss are very common.",
        "For many people, work is how they show love to their family: by providing. When the job goes, that can feel like failing them. It is not. The loss of a role is a real loss, and grieving it is normal.",
        "A job gives more than a paycheck. It gives structure to the day, people to see, and often a sense of who we are. When it ends, shame and low mood are very common, especially for someone used to providing.",
        "For many people, providing for family is a way of showing love. Losing a job can feel like letting them down, but it is not a failure of love. Losing a role is a real loss, and it is normal to grieve it.",
      ],
      [
        "It helps to keep a shape to the day: a fixed time up, a set block for the job search, and time for something else that is yours. Telling family plainly what is happening usually brings more support than hiding it.",
        "A steady daily plan often helps more than long hours of searching: a set time for applications, a set time for something useful at home, and time outside. Workforce centers offer free help with resumes and leads.",
        "Giving each day a shape helps: a set time to get up, a set time for the search, and time for something that is just yours. Being open with family about how things stand usually brings more support than keeping it in.",
        "A few focused hours a day on the search often works better than searching all day. Add time outdoors and time for something useful. Local workforce centers give free help with resumes, job leads and training.",
      ],
    ],
    tryThis: [
      "Give each weekday a shape: a fixed start, two hours of job search, then something for you.",
      "Visit your local workforce center or its website for free help.",
      "Tell one person outside the family how the search is really going.",
      "Spend one hour this week on something you are good at that has nothing to do with work.",
    ],
    step: [
      "Write tomorrow's plan: a time to get up, a block for the job search, and one thing for you.",
      "Look up your local workforce center and write down its hours.",
      "Tell your family plainly how the search is going, and what would help.",
      "Write down three skills you used in your last job.",
    ],
    ask: [
      "Who are you, apart from the job you had?",
      "What would you say to a friend who lost his job the way you did?",
      "What did the job give you besides pay, and where else could you find some of it?",
      "What would help you feel useful while you look for a new job?",
    ],
  },
  {
    id: "life-money",
    forms: LIFE,
    weight: 1.5,
    topic: "money worries",
    terms: ["money", "bills", "debt", "loans", "loan", "mortgage", "rent", "savings", "afford", "budget", "payments", "credit", "broke", "paycheck", "business", "sales"],
    phrases: ["student loan", "student loans", "behind on", "make end meet", "pay the bill"],
    minScore: 4,
    about: [
      "You wrote about money worries and how they weigh on you.",
      "Your answers tell us that money has become a steady source of worry.",
      "In your answers, money worries stand out and weigh on you.",
      "Money has become a constant worry, you told us.",
    ],
    says: [
      [
        "Money worries rarely stay in the checkbook. They keep people awake, cause arguments, and color everything else. Avoiding the numbers is a natural reaction, but the worry usually grows in the dark.",
        "Worry about money is one of the most common sources of strain in people's lives. It often feels worse when it is vague. Seeing the real numbers, even bad ones, tends to make the worry smaller and more workable.",
        "Worry about money spreads into everything: sleep, mood and how we treat the people we love. It is natural to avoid looking at the numbers. Yet worry tends to grow when we do not look.",
        "Money strain is one of the most common sources of stress. It often feels biggest when it is vague. Putting the real numbers on paper, even when they are hard, usually makes the worry clearer and easier to tackle.",
      ],
      [
        "A free nonprofit credit counselor (look for one approved by the NFCC) can help sort debts and talk to lenders. Student loans often have income-based plans. Sitting down once a week, for half an hour, with the bills and a cup of tea can make the task feel possible.",
        "Many lenders have hardship plans if you ask. A nonprofit credit counselor can help you see your options for free. Writing every bill on one page is often the first step that brings some calm.",
        "You do not have to sort debts alone. Nonprofit credit counselors, such as those approved by the NFCC, give free help and can speak to lenders for you. If you have student loans, ask about plans based on income. A short, set time each week keeps the bills in their place.",
        "Most lenders would rather agree on a plan than chase a missed payment, so it is worth asking what they offer. A nonprofit credit counselor can also walk you through your choices at no cost.",
      ],
    ],
    tryThis: [
      "Write every bill and debt on one page, with what is due and when.",
      "Call a nonprofit credit counselor for a free first talk.",
      "Set a weekly half hour for money matters, and stop when it ends.",
      "Put the bills in a folder with a pen and a calculator, ready for your set half hour.",
    ],
    step: [
      "Write every bill and debt on one sheet of paper, with the amounts and due dates.",
      "Look up a nonprofit credit counselor and note their number.",
      "Set a half hour this week to sit down with the bills, and stop when it ends.",
      "Call one lender and ask what hardship options they offer.",
    ],
    ask: [
      "Which money worry would feel lighter if you shared it with someone?",
      "What would a calm half hour with your bills look like?",
      "Which bill worries you most, and who could help you look at it?",
      "What would feel different if you knew the real numbers?",
    ],
  },
  {
    id: "life-work-strain",
    forms: LIFE,
    weight: 1.2,
    topic: "strain at work",
    terms: ["shift", "shifts", "burnout", "burned", "boss", "manager", "overtime", "workload", "patients", "unit", "store", "customers", "deadline", "deadlines", "nurse"],
    phrases: ["burn out", "at work", "double shift", "short staffed"],
    minScore: 4,
    about: [
      "You wrote about the load at work and what it is costing you.",
      "Your answers tell us that work has been taking more than it gives.",
      "In your answers, work stands out as a heavy load that is costing you.",
      "Work has been asking too much of you, you told us.",
    ],
    says: [
      [
        "Long stretches of heavy work, with little rest and little control, wear people down. Exhaustion, a short temper and dread before work are common signs that the load has been too much for too long.",
        "When work keeps asking more, it is easy to keep giving until there is nothing left for yourself. Feeling numb or cynical about work you once cared about is a common sign of being worn out, not of being weak.",
        "Heavy work for a long time, with few breaks and little say, wears anyone down. Feeling drained, snapping at people and dreading the next shift are common signs that the load has been too much.",
        "People who care about their work often give more and more until the tank is empty. When a job you once liked starts to feel pointless, that is usually a sign of wear, not weakness.",
      ],
      [
        "Small protections help: a real break in each shift, one evening a week with work switched off, and saying no to one extra ask. Over time, it may also be worth looking at whether the hours or the role could change, such as a day shift instead of nights, or whether a new job would serve you better.",
        "It can help to write down what drains you most at work and what, if anything, still gives you something. That list is useful for a talk with a manager, for asking about a day shift, or for weighing a new job.",
        "A few small limits can help: a real break each day, one evening a week with work turned off, and one extra task turned down. In time, it may be worth asking for a day shift or a different role, or looking for a new job.",
        "Try listing what wears you out most at work and what still feels worth it. That list can guide a talk with a manager, a request for a day shift, or a decision about a new job.",
      ],
    ],
    tryThis: [
      "Take one real break in each working day, away from the work.",
      "Write down what drains you most at work, and one thing you could change.",
      "Keep one evening a week completely free of work.",
      "Say no to one extra task this week, kindly and plainly.",
    ],
    step: [
      "Write down the three things at work that drain you most.",
      "Plan one real break in tomorrow's working day, away from the work.",
      "Turn off work messages for one evening this week.",
      "Write down one change to your hours or tasks you would ask for.",
    ],
    ask: [
      "What at work still gives you something back?",
      "If your work week could change in one way, what would you choose?",
      "What would you need at work to feel less drained?",
      "Who at work or at home could help you carry some of the load?",
    ],
  },
  {
    id: "life-decision",
    forms: LIFE,
    topic: "a big decision ahead",
    terms: ["decide", "decision", "whether", "sell", "close", "retire", "move", "quit", "option", "options"],
    phrases: ["make a decision", "what to do about", "keep it or", "should i"],
    minScore: 5,
    about: [
      "You wrote about a decision that is hanging over you.",
      "Your answers tell us there is a big choice ahead that you have not been able to settle.",
      "Something big is waiting to be decided, and your answers show it has been hard to settle.",
      "There is a hard choice in front of you, you told us.",
    ],
    says: [
      [
        "A big decision left open can take up a lot of room in the mind. Weighing it again and again at night rarely settles it. Giving it a set time, and the right information, usually does more.",
        "When a choice touches pride, family or a lifetime of work, it is hard to see it clearly. Writing out each option, with what you would gain and lose, can help. So can talking it through with someone who has no stake in it.",
        "An open decision can take up a lot of space in the mind. Going over it at night rarely helps. Setting aside a time for it, and gathering what you need to know, usually helps more.",
        "Choices that touch family, pride or years of work are hard to see clearly. Putting each option on paper, with what it would bring and what it would cost, can help. So can talking with someone who has nothing riding on it.",
      ],
    ],
    tryThis: [
      "Write each option on its own page, with what you would gain and lose.",
      "Talk the choice over with someone who has no stake in it.",
      "Set a date by which you will decide, and what you need to know before then.",
      "Write down the one fact you most need before you can decide.",
    ],
    step: [
      "Write each option of the decision on its own page, with what you would gain and lose.",
      "Choose a date by which you want to decide, and write it down.",
      "Ask one person with no stake in it to hear you talk the choice through.",
      "Find out one fact you need for the decision, by a call or a search.",
    ],
    ask: [
      "If a friend faced this choice, what would you want for them?",
      "What would you need to know to decide?",
      "Which option would you pick if fear played no part?",
      "What would you regret more, acting or waiting?",
    ],
  },
];
