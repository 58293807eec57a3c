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
  context: string;
  explore: string[];
};

/** Themes that describe the client's resources and hopes rather than a concern. */
export const RESOURCE_THEMES: ReadonlySet<string> = new Set(["support", "what-helps", "memories-meaning", "hopes"]);

const notes: Record<string, ThemeNote> = {
  communication: {
    label: "Communication between the partners",
    context:
      "Difficulty being heard is one of the most common reasons couples seek help. Patterns such as hinting rather than asking, one partner pursuing while the other withdraws, and subjects that have quietly become off limits tend to reinforce each other over time.",
    explore: [
      "How does the client signal a need, and what usually happens next?",
      "Which subjects have become hard for the client to raise, and since when?",
      "How might the client's partner describe the same exchanges?",
    ],
  },
  conflict: {
    label: "Disagreements and repair",
    context:
      "How disagreements end often matters more than how often they happen. Arguments that are dropped rather than repaired can leave a residue of hurt that returns in the next disagreement.",
    explore: [
      "What does a typical disagreement look like to the client, from start to finish?",
      "How, if at all, do the client and their partner repair after a quarrel?",
      "Has conflict ever felt frightening or unsafe? (Not asked by the form.)",
    ],
  },
  trust: {
    label: "Trust and honesty",
    context:
      "Trust concerns can range from everyday reliability to a specific breach. The written answers may show only part of the picture, and the client may be more ready to speak about it in person.",
    explore: [
      "What has shaken the client's trust, and when?",
      "What would rebuilding trust look like for the client?",
      "Is there anything the client has not felt able to write down?",
    ],
  },
  closeness: {
    label: "Closeness and affection",
    context:
      "Changes in affection and closeness are common at transitions such as children leaving home, retirement or illness. Clients often describe missing closeness more than they expected, and remembered moments of connection can be a useful resource.",
    explore: [
      "When did the client last feel close to their partner, and what made that possible?",
      "What small acts of care are still present between the client and their partner?",
      "What does the client hope closeness would look like now?",
    ],
  },
  "family-caregiving": {
    label: "Family and caregiving demands",
    context:
      "Caring for parents, grandchildren or other relatives can crowd out time for a couple or for the client alone. Caregiving strain often shows up as tiredness, guilt and tension over who does what.",
    explore: [
      "How much of the client's week goes to caring for others?",
      "Who else shares the client's load, and how is that negotiated?",
      "What time, if any, is protected for the client or the couple?",
    ],
  },
  "money-work": {
    label: "Money, work and the division of tasks",
    context:
      "Money, work and the division of everyday tasks are frequent sources of friction, particularly after a change in income, a retirement or a new caregiving demand.",
    explore: [
      "Which practical pressures weigh on the client most right now?",
      "How are decisions about money and tasks made in the client's home?",
      "Has a recent change in work or income altered the balance in the client's home?",
    ],
  },
  "change-life-stage": {
    label: "Life changes and transitions",
    context:
      "Transitions such as retirement, a move, an illness or children leaving home can remove familiar roles and routines. Clients often describe the loss of a role as well as the change itself.",
    explore: [
      "Which change does the client see as the turning point?",
      "What roles or routines did the client lose, and what has filled the space?",
      "How has the client coped with earlier transitions?",
    ],
  },
  support: {
    label: "Support network",
    context:
      "The people a client names, and how they describe turning to them, are among the most useful resources for planning care. Clients sometimes limit what they share with supportive people to avoid worrying them.",
    explore: [
      "Who does the client turn to, and how much do they share with them?",
      "What makes it hard for the client to reach out when things are difficult?",
      "Who could be part of the client's support plan between appointments?",
    ],
  },
  hopes: {
    label: "Hopes and goals",
    context:
      "Goals written in the client's own words are a natural starting point for a shared plan. Small, concrete hopes often say as much as large ones.",
    explore: [
      "Which of these hopes matters most to the client right now?",
      "What would be a first sign that things were moving in that direction?",
      "What has helped the client reach a goal before?",
    ],
  },
  "what-helps": {
    label: "Current coping and what helps",
    context:
      "Activities and habits that already help, even briefly, are worth noting: they show what the client can draw on and may be built upon.",
    explore: [
      "Which of these things helps most, and how often does the client manage it?",
      "What gets in the way of the client doing more of it?",
      "Is anything the client currently does to cope less helpful than it seems? (Not asked by the form.)",
    ],
  },
  "low-mood": {
    label: "Low days, in the client's description",
    context:
      "The client's own description of low days, including their timing, duration and what accompanies them, is useful context for a clinician's own assessment, which this summary does not replace.",
    explore: [
      "How long have the client's low days lasted, and how often do they come?",
      "What does a harder day look like for the client, hour by hour?",
      "How does the client's description compare with their usual self?",
    ],
  },
  "sleep-energy": {
    label: "Sleep, energy and physical wellbeing",
    context:
      "Sleep, energy, appetite and physical health often change together in hard seasons. The form asks about these in general terms only.",
    explore: [
      "What is the client's sleep pattern now compared with before?",
      "How are the client's eating and energy through the day?",
      "Has the client discussed these changes with a doctor?",
    ],
  },
  "inner-voice": {
    label: "Self-talk and self-criticism",
    context:
      "The way the client speaks to themselves, especially harsh or self-blaming language, can be a helpful window onto how they interpret setbacks.",
    explore: [
      "What does the client's inner critic say, and whose voice does it resemble?",
      "When is the client's self-talk at its harshest?",
      "How would the client speak to a friend in the same situation?",
    ],
  },
  loneliness: {
    label: "Loneliness and withdrawal",
    context:
      "Pulling back from people and activities can be both a result of a hard season and something that keeps it going. Clients may describe withdrawal as a choice, a lack of energy or a lack of opportunity.",
    explore: [
      "How has the client's contact with others changed, and over what time?",
      "What makes it hard for the client to reach out or accept invitations?",
      "Which connections would the client most like to restore?",
    ],
  },
  "lost-enjoyment": {
    label: "Less enjoyment of former activities",
    context:
      "Clients often describe activities they once enjoyed and have set aside. How those activities feel now, and what stopped them, can be useful to explore.",
    explore: [
      "Which activities has the client set aside, and when?",
      "How do those activities feel when the client does try them?",
      "Which one would the client most like to return to?",
    ],
  },
  stress: {
    label: "Sources of stress",
    context:
      "Clients describe stress in terms of its sources, such as work, money or caring for others, and of how it shows up in the body and mind. Both are worth understanding.",
    explore: [
      "Which pressures are the heaviest, and which feel within the client's control?",
      "How does stress show up in the client's body, sleep or thoughts?",
      "What does the client do when overwhelmed, and how well does it work?",
    ],
  },
  "the-loss": {
    label: "The loss",
    context:
      "The circumstances of a death, the nature of the relationship and the time since the loss all shape grief. The client's own account of the loss is the starting point.",
    explore: [
      "What does the client most want a helper to understand about the person they lost?",
      "How were the circumstances of the death for the client?",
      "How long ago was the loss, and how has the client's grief changed since?",
    ],
  },
  "guilt-regret": {
    label: "Guilt, regret and things unsaid",
    context:
      "Guilt, regret and things left unsaid are common in grief, as are mixed feelings such as relief after a long illness. Clients may not have voiced these to anyone before.",
    explore: [
      "What feels unsaid or unfinished for the client?",
      "Which feelings has the client not felt able to share with others?",
      "Would a ritual, letter or conversation help the client address what is unfinished?",
    ],
  },
  "daily-life": {
    label: "Daily life since the loss",
    context:
      "Grief often shows itself most in the shape of ordinary days: meals, evenings, weekends and the tasks the person who died used to do.",
    explore: [
      "Which parts of the day or week are hardest for the client now?",
      "Which practical tasks has the client had to take on alone?",
      "What routine, if any, is holding the client's days together?",
    ],
  },
  "memories-meaning": {
    label: "Memories, faith and meaning",
    context:
      "Memories, faith, traditions and ways of honoring the person who died can be a source of comfort and continuing connection.",
    explore: [
      "Which memories does the client hold most dear?",
      "What part do faith or traditions play in the client's grieving?",
      "How does the client mark anniversaries and special days?",
    ],
  },
  "grief-waves": {
    label: "Waves of grief and reminders",
    context:
      "Grief often comes in waves set off by places, dates, songs or small reminders. Knowing the client's triggers can help in planning for anniversaries and holidays.",
    explore: [
      "Which moments or places tend to bring the client's grief to the surface?",
      "What does the client do when a wave comes?",
      "What does the client avoid because it reminds them of the loss?",
    ],
  },
};

const sectionNote: Omit<ThemeNote, "label"> = {
  context:
    "This theme gathers the client's answers to one section of the questionnaire, because their words did not fall clearly under a single named theme. Reading the answers in full may show connections this summary does not.",
  explore: [
    "What stands out to the client in these answers?",
    "What would the client add if asked in person?",
    "How do these answers relate to what the client most wants help with?",
  ],
};

/** The note for a theme; a theme built from a bank section keeps the section's title as its label. */
export function themeNote(theme: { id: string; label: string }): ThemeNote {
  return notes[theme.id] ?? { label: theme.label, ...sectionNote };
}
