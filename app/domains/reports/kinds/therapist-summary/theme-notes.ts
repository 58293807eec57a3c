import { choose } from "../../template/guidance/blocks/variety";

/**
 * Clinician-facing notes for the Therapist Summary, one per theme of the
 * template drafter's catalogue: what the theme commonly involves, and
 * questions a clinician might explore. General guidance, never a finding
 * about this client and never a diagnosis; the summary pairs each note with
 * claims that cite the client's sentences.
 */
export type ThemeNote = {
  /** The theme's name for a clinician (the client-facing label says "you"). */
  label: string;
  /**
   * The same general guidance in several wordings (ADR 0067, 0084), one chosen per
   * submission by `themeContext`. The first is the original text, word for word; the others
   * say the same in other words, with no sentence shared between two wordings and none
   * longer than the first (the summary has a page budget).
   */
  contexts: readonly [string, ...string[]];
  explore: string[];
};

/** Themes that describe the client's resources and hopes rather than a concern. */
export const RESOURCE_THEMES: ReadonlySet<string> = new Set(["support", "what-helps", "memories-meaning", "hopes"]);

const notes: Record<string, ThemeNote> = {
  communication: {
    label: "Communication between the partners",
    contexts: [
      "Difficulty being heard is one of the most common reasons couples seek help. Patterns such as hinting rather than asking, one partner pursuing while the other withdraws, and subjects that have quietly become off limits tend to reinforce each other over time.",
      "Many couples come for help because one or both partners feel unheard. Hinting instead of asking, a pursue-and-withdraw cycle between partners, and topics that have quietly become no-go areas usually feed one another as time goes on.",
      "Not feeling heard is among the reasons couples most often give for seeking help. Indirect requests, a cycle in which one partner presses while the other pulls away, and subjects gradually left unspoken can strengthen one another over the years.",
    ],
    explore: [
      "How does the client signal a need, and what usually happens next?",
      "Which subjects have become hard for the client to raise, and since when?",
      "How might the client's partner describe the same exchanges?",
    ],
  },
  conflict: {
    label: "Disagreements and repair",
    contexts: [
      "How disagreements end often matters more than how often they happen. Arguments that are dropped rather than repaired can leave a residue of hurt that returns in the next disagreement.",
      "The way a disagreement is resolved can matter more than its frequency. A quarrel that is set aside without repair may leave hurt behind that resurfaces the next time.",
      "Whether arguments get repaired is often more telling than how many there are. Hurt from a quarrel that was dropped unresolved tends to linger and come back in later conflicts.",
    ],
    explore: [
      "What does a typical disagreement look like to the client, from start to finish?",
      "How, if at all, do the client and their partner repair after a quarrel?",
      "Has conflict ever felt frightening or unsafe? (Not asked by the form.)",
    ],
  },
  trust: {
    label: "Trust and honesty",
    contexts: [
      "Trust concerns can range from everyday reliability to a specific breach. The written answers may show only part of the picture, and the client may be more ready to speak about it in person.",
      "Concerns about trust may involve day-to-day dependability or a particular breach. Written answers can give an incomplete picture, and the client may find talking face to face easier.",
      "Trust worries run from reliability in small daily matters to one specific breach. The form may capture only some of the concern, and the client may say more in conversation.",
    ],
    explore: [
      "What has shaken the client's trust, and when?",
      "What would rebuilding trust look like for the client?",
      "Is there anything the client has not felt able to write down?",
    ],
  },
  closeness: {
    label: "Closeness and affection",
    contexts: [
      "Changes in affection and closeness are common at transitions such as children leaving home, retirement or illness. Clients often describe missing closeness more than they expected, and remembered moments of connection can be a useful resource.",
      "Affection and closeness often shift at turning points like retirement, illness or children moving out. Many clients find they miss closeness more than they had anticipated, and memories of feeling connected can be drawn on as a resource.",
      "Shifts in closeness and affection often accompany transitions such as illness, retirement or an empty nest. Clients commonly say they miss being close more than they foresaw, and past moments of connection may serve as a resource.",
    ],
    explore: [
      "When did the client last feel close to their partner, and what made that possible?",
      "What small acts of care are still present between the client and their partner?",
      "What does the client hope closeness would look like now?",
    ],
  },
  "family-caregiving": {
    label: "Family and caregiving demands",
    contexts: [
      "Caring for parents, grandchildren or other relatives can crowd out time for a couple or for the client alone. Caregiving strain often shows up as tiredness, guilt and tension over who does what.",
      "Family care, for parents, grandchildren or others, can leave little room for the couple or the client's own time. The strain of caring often appears as fatigue, guilt and friction over tasks.",
      "Time for the couple, or the client alone, can shrink when parents, grandchildren or others need care. Exhaustion, guilt and disputes about sharing the load are common signs of the strain.",
    ],
    explore: [
      "How much of the client's week goes to caring for others?",
      "Who else shares the client's load, and how is that negotiated?",
      "What time, if any, is protected for the client or the couple?",
    ],
  },
  "money-work": {
    label: "Money, work and the division of tasks",
    contexts: [
      "Money, work and the division of everyday tasks are frequent sources of friction, particularly after a change in income, a retirement or a new caregiving demand.",
      "Finances, jobs and how daily chores are shared often cause friction, especially after income changes, a retirement or a new demand for care.",
      "Friction commonly arises around money, work and who does which household tasks, above all after a retirement, a shift in income or new caring duties.",
    ],
    explore: [
      "Which practical pressures weigh on the client most right now?",
      "How are decisions about money and tasks made in the client's home?",
      "Has a recent change in work or income altered the balance in the client's home?",
    ],
  },
  "change-life-stage": {
    label: "Life changes and transitions",
    contexts: [
      "Transitions such as retirement, a move, an illness or children leaving home can remove familiar roles and routines. Clients often describe the loss of a role as well as the change itself.",
      "Retirement, moving house, illness or children leaving can take away roles and routines a person relied on. Many clients speak of losing a role, not only of the change.",
      "Life transitions like a move, retirement, illness or an empty nest may strip away familiar roles and daily patterns. Besides the change, clients often name a role that went with it.",
    ],
    explore: [
      "Which change does the client see as the turning point?",
      "What roles or routines did the client lose, and what has filled the space?",
      "How has the client coped with earlier transitions?",
    ],
  },
  support: {
    label: "Support network",
    contexts: [
      "The people a client names, and how they describe turning to them, are among the most useful resources for planning care. Clients sometimes limit what they share with supportive people to avoid worrying them.",
      "Few things help more in planning care than knowing whom a client names and how a client describes relying on them. Clients occasionally hold back with supportive people so as not to worry them.",
      "Those a client names as supports, and how a client speaks of turning to each, count among the best resources when planning care. Some clients share less with supportive people to spare them worry.",
    ],
    explore: [
      "Who does the client turn to, and how much do they share with them?",
      "What makes it hard for the client to reach out when things are difficult?",
      "Who could be part of the client's support plan between appointments?",
    ],
  },
  hopes: {
    label: "Hopes and goals",
    contexts: [
      "Goals written in the client's own words are a natural starting point for a shared plan. Small, concrete hopes often say as much as large ones.",
      "The client's own phrasing of goals offers a natural basis for planning together. Modest, specific hopes can be as telling as big ones.",
      "A shared plan can grow naturally out of the goals the client has written down. A hope can be small and practical yet still say a great deal.",
    ],
    explore: [
      "Which of these hopes matters most to the client right now?",
      "What would be a first sign that things were moving in that direction?",
      "What has helped the client reach a goal before?",
    ],
  },
  "what-helps": {
    label: "Current coping and what helps",
    contexts: [
      "Activities and habits that already help, even briefly, are worth noting: they show what the client can draw on and may be built upon.",
      "Whatever already helps, even for a short while, merits recording, as it shows resources the client can use and extend.",
      "Habits and activities that help already, however briefly, deserve note: they point to resources the client has and could develop.",
    ],
    explore: [
      "Which of these things helps most, and how often does the client manage it?",
      "What gets in the way of the client doing more of it?",
      "Is anything the client currently does to cope less helpful than it seems? (Not asked by the form.)",
    ],
  },
  "low-mood": {
    label: "Low days, in the client's description",
    contexts: [
      "The client's own description of low days, including their timing, duration and what accompanies them, is useful context for a clinician's own assessment, which this summary does not replace.",
      "How the client describes low days, such as when they come, how long they last and what comes with them, can inform a clinician's own assessment; this summary is no substitute for it.",
      "What the client writes about low days, such as their timing, length and accompanying experiences, gives context for a clinician's assessment but does not stand in for it.",
    ],
    explore: [
      "How long have the client's low days lasted, and how often do they come?",
      "What does a harder day look like for the client, hour by hour?",
      "How does the client's description compare with their usual self?",
    ],
  },
  "sleep-energy": {
    label: "Sleep, energy and physical wellbeing",
    contexts: [
      "Sleep, energy, appetite and physical health often change together in hard seasons. The form asks about these in general terms only.",
      "In difficult periods, sleep, energy, appetite and bodily health tend to shift at once. The questions cover these only broadly.",
      "When life is hard, sleep, appetite, energy and physical wellbeing often move in step. The form's questions on them are general.",
    ],
    explore: [
      "What is the client's sleep pattern now compared with before?",
      "How are the client's eating and energy through the day?",
      "Has the client discussed these changes with a doctor?",
    ],
  },
  "inner-voice": {
    label: "Self-talk and self-criticism",
    contexts: [
      "The way the client speaks to themselves, especially harsh or self-blaming language, can be a helpful window onto how they interpret setbacks.",
      "The client's self-talk, above all where it is harsh or self-blaming, can offer a useful view of how setbacks are interpreted.",
      "Self-directed language, especially when it is critical or blaming, can usefully reveal how the client tends to read setbacks.",
    ],
    explore: [
      "What does the client's inner critic say, and whose voice does it resemble?",
      "When is the client's self-talk at its harshest?",
      "How would the client speak to a friend in the same situation?",
    ],
  },
  loneliness: {
    label: "Loneliness and withdrawal",
    contexts: [
      "Pulling back from people and activities can be both a result of a hard season and something that keeps it going. Clients may describe withdrawal as a choice, a lack of energy or a lack of opportunity.",
      "Withdrawing from people and pastimes may both follow from a difficult period and help to prolong it. Some clients present withdrawal as chosen, as low energy or as having few chances to connect.",
      "Stepping back from others and from activities can stem from hard times and also sustain them. Clients might explain it as a decision, as too little energy or as too few opportunities.",
    ],
    explore: [
      "How has the client's contact with others changed, and over what time?",
      "What makes it hard for the client to reach out or accept invitations?",
      "Which connections would the client most like to restore?",
    ],
  },
  "lost-enjoyment": {
    label: "Less enjoyment of former activities",
    contexts: [
      "Clients often describe activities they once enjoyed and have set aside. How those activities feel now, and what stopped them, can be useful to explore.",
      "Many clients mention pastimes they used to enjoy but have given up. It can help to explore how those pastimes feel today and why they stopped.",
      "Clients frequently name once-enjoyed activities that they no longer do. Exploring what ended them, and how returning to them feels now, may be useful.",
    ],
    explore: [
      "Which activities has the client set aside, and when?",
      "How do those activities feel when the client does try them?",
      "Which one would the client most like to return to?",
    ],
  },
  stress: {
    label: "Sources of stress",
    contexts: [
      "Clients describe stress in terms of its sources, such as work, money or caring for others, and of how it shows up in the body and mind. Both are worth understanding.",
      "Clients tend to talk about stress both by where it comes from, for example work, money or caregiving, and by how it affects body and mind. Each deserves attention.",
      "Stress is usually described through its causes, like jobs, finances or looking after others, and its effects on body and mind. Understanding both is worthwhile.",
    ],
    explore: [
      "Which pressures are the heaviest, and which feel within the client's control?",
      "How does stress show up in the client's body, sleep or thoughts?",
      "What does the client do when overwhelmed, and how well does it work?",
    ],
  },
  "the-loss": {
    label: "The loss",
    contexts: [
      "The circumstances of a death, the nature of the relationship and the time since the loss all shape grief. The client's own account of the loss is the starting point.",
      "Grief is shaped by how the death happened, what the relationship was like and how long ago it was. Begin with how the client describes the loss.",
      "How a person died, the kind of bond involved and how much time has passed all influence grief. A natural place to start is the client's telling of the loss.",
    ],
    explore: [
      "What does the client most want a helper to understand about the person they lost?",
      "How were the circumstances of the death for the client?",
      "How long ago was the loss, and how has the client's grief changed since?",
    ],
  },
  "guilt-regret": {
    label: "Guilt, regret and things unsaid",
    contexts: [
      "Guilt, regret and things left unsaid are common in grief, as are mixed feelings such as relief after a long illness. Clients may not have voiced these to anyone before.",
      "Grief often brings guilt, regret and words never spoken, and mixed feelings like relief when a long illness ends. Some clients have never said these aloud to anyone.",
      "Guilt or regret, unspoken words and ambivalence, for example relief after a long illness, often accompany grief. Clients may be sharing these for the first time.",
    ],
    explore: [
      "What feels unsaid or unfinished for the client?",
      "Which feelings has the client not felt able to share with others?",
      "Would a ritual, letter or conversation help the client address what is unfinished?",
    ],
  },
  "daily-life": {
    label: "Daily life since the loss",
    contexts: [
      "Grief often shows itself most in the shape of ordinary days: meals, evenings, weekends and the tasks the person who died used to do.",
      "Grief is often felt most in everyday routines: mealtimes, evenings, weekends and the jobs the person who died once handled.",
      "Ordinary days, with their meals, evenings, weekends and tasks once done by the person who died, are often where grief shows most.",
    ],
    explore: [
      "Which parts of the day or week are hardest for the client now?",
      "Which practical tasks has the client had to take on alone?",
      "What routine, if any, is holding the client's days together?",
    ],
  },
  "memories-meaning": {
    label: "Memories, faith and meaning",
    contexts: [
      "Memories, faith, traditions and ways of honoring the person who died can be a source of comfort and continuing connection.",
      "Remembering, faith, traditions and ways of honoring the one who died may offer comfort and an ongoing bond.",
      "Comfort and lasting connection often come from memories, belief, tradition and rituals that honor the person who died.",
    ],
    explore: [
      "Which memories does the client hold most dear?",
      "What part do faith or traditions play in the client's grieving?",
      "How does the client mark anniversaries and special days?",
    ],
  },
  "grief-waves": {
    label: "Waves of grief and reminders",
    contexts: [
      "Grief often comes in waves set off by places, dates, songs or small reminders. Knowing the client's triggers can help in planning for anniversaries and holidays.",
      "Grief tends to surge when a reminder, such as a place, a date or a song, turns up. Knowing what stirs the client's grief helps in preparing for special dates.",
      "Places, dates, songs or minor reminders can each trigger a wave of grief. Planning for holidays and anniversaries can draw on what sets off the client's grief.",
    ],
    explore: [
      "Which moments or places tend to bring the client's grief to the surface?",
      "What does the client do when a wave comes?",
      "What does the client avoid because it reminds them of the loss?",
    ],
  },
};

const sectionNote: Omit<ThemeNote, "label"> = {
  contexts: [
    "This theme gathers the client's answers to one section of the questionnaire, because their words did not fall clearly under a single named theme. Reading the answers in full may show connections this summary does not.",
    "Here the client's answers to one part of the questionnaire are grouped, since the client's words did not fit neatly under one named theme. The full answers may reveal links that this summary misses.",
    "No single named theme clearly fit the client's responses to this part of the questionnaire, so they are collected here as one theme. Read in full, the answers may show links beyond those drawn here.",
  ],
  explore: [
    "What stands out to the client in these answers?",
    "What would the client add if asked in person?",
    "How do these answers relate to what the client most wants help with?",
  ],
};

/** The ids of the themes with a note of their own (any other theme reads the section note). */
export const themeNoteIds: readonly string[] = Object.keys(notes);

/** The note for a theme; a theme built from a bank section keeps the section's title as its label. */
export function themeNote(theme: { id: string; label: string }): ThemeNote {
  return notes[theme.id] ?? { label: theme.label, ...sectionNote };
}

/** The theme's context paragraph for this submission: one of its wordings, chosen by the seed. */
export function themeContext(theme: { id: string; label: string }, seed: string): string {
  return choose(seed, `theme-context:${theme.id}`, themeNote(theme).contexts);
}
