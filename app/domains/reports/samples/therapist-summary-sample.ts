import type { ReportContent } from "../pdf/report-content";
import { facts, h, list, note, p, quote } from "./blocks";
import { fictionalClient } from "./fictional-client";

const client = fictionalClient;

export const therapistSummarySample: ReportContent = {
  title: "Therapist Summary Report",
  runningHead: "Catharsis · Therapist Summary Report",
  cover: {
    kicker: "THERAPIST SUMMARY · DEPRESSION",
    titleLines: ["Therapist", "Summary Report"],
    subtitleLines: [
      "June's answers, organised the way a therapist or doctor",
      "would look for them, with a one-page clinician brief",
      "to hand over at a first appointment.",
    ],
    preparedFor: [
      { label: "Client", value: client.label },
      { label: "Source", value: "Depression survey, 30 answers" },
      { label: "Answers completed", value: client.answersCompleted },
      { label: "Report date", value: client.reportDate },
    ],
    insideLines: [
      "Reason for seeking support",
      "Current concerns, as reported",
      "History and context",
      "Coping, supports and strengths",
      "Goals and questions to explore",
      "One-page clinician brief",
    ],
  },
  sections: [
    {
      title: "About this summary",
      blocks: [
        p(
          "This summary is for you to share, if you choose, with a therapist, counsellor or doctor. It gathers what you told us into the headings a professional usually asks about at a first appointment, so that you do not have to start from the beginning or remember everything on the day.",
        ),
        list(
          "You decide who sees it. Nothing is sent to anyone but you.",
          "Everything in it comes from your own answers. Where we quote you, the words are yours.",
          "The last page is a one-page brief for a busy clinician. You can hand over that page alone.",
        ),
        note(
          "For the professional reading this",
          "This document summarises a client's written self-report from a structured questionnaire. It was drafted with AI assistance and reviewed by our team. It is not a clinical assessment, a diagnosis or a risk assessment, and it contains no recommendations for treatment.",
        ),
      ],
    },
    {
      title: "Reason for seeking support",
      blocks: [
        quote(1),
        quote(10),
        p(
          "June, aged 67, describes a low and flat mood over several months, worse in the mornings and in winter, with early waking, low energy and withdrawal from activities she used to enjoy. She completed the survey because she wants to feel better, and named two goals: to wake wanting to get up, and to have something in her week that is her own.",
        ),
      ],
    },
    {
      title: "Current concerns, as reported",
      blocks: [
        facts(
          ["Mood", "Heavy and flat most days; worst in the morning, lighter by evening (Q1)."],
          ["Duration and onset", "Gradual over about 18 months since retirement; marked this winter (Q2)."],
          ["Sleep", "Falls asleep easily; wakes around 4 a.m. and ruminates (Q3)."],
          ["Interest", "Has stopped gardening and book club, both previously enjoyed (Q4)."],
          ["Energy", "Low; everyday tasks feel larger than they should (Q5)."],
          ["Thoughts", "Preoccupied with whether she is of use to anyone; feels like \"a spare part\" (Q6)."],
          ["Body", "Tiredness in limbs, more knee pain, hunched posture when low (Q8)."],
          ["Eating", "Often misses lunch through forgetting; partner cooks most evenings (Q17)."],
          ["Social contact", "Fewer contacts since retiring; some weeks speaks only to her husband (Q19)."],
          ["Self-talk", "Calls herself \"silly and ungrateful\" when she struggles (Q24)."],
        ),
      ],
    },
    {
      title: "History and context",
      blocks: [
        list(
          "Retired about two years ago after thirty years as a school and town librarian; describes a strong caring role at work.",
          "Knee operation last spring, limiting walking, which she names as a past source of relief.",
          "Mother died eleven years ago in February; reports an annual low around the anniversary (Q23).",
          "After her mother's death, a walking group helped significantly (Q14).",
          "Reports a seasonal pattern: winter and late afternoons are hardest (Q21).",
          "Takes medication for blood pressure (name not given); sees her family doctor annually and has not yet raised her mood (Q16).",
        ),
        quote(23),
      ],
    },
    {
      title: "Coping, supports and strengths",
      blocks: [
        h("Current coping"),
        p(
          "On hard days June tidies, watches television for company, or lies down in the afternoon, and she notes that these do not lift her mood (Q11). She finds music from her youth and tasks with her hands calming (Q28), and still does the crossword on some mornings (Q18).",
        ),
        h("Supports"),
        list(
          "Husband Frank: supportive; she limits what she shares to avoid worrying him (Q12).",
          "Sister Ellen: weekly calls; notices when something is wrong (Q12, Q13).",
          "Neighbour Rosa: has offered practical help unprompted (Q13).",
          "Granddaughter Poppy: Sunday calls, named as a reliable bright spot (Q7).",
          "Dog, Biscuit: daily early walks (Q7).",
        ),
        h("Strengths and protective factors"),
        list(
          "Clear insight into what helps and what does not.",
          "Past experience of recovering from a hard period with social and outdoor activity.",
          "Motivated to change; has named concrete first steps (Q30).",
          "Warm, engaged relationships with family and neighbours.",
        ),
      ],
    },
    {
      title: "Safety",
      blocks: [
        quote(29),
        p(
          "Asked directly in the survey, June reported no thoughts of harming herself and no thoughts that life is not worth living, describing herself as \"flat, not hopeless\". This is written self-report at one point in time. It is not a risk assessment, and it does not replace a clinician's own enquiry.",
        ),
      ],
    },
    {
      title: "Goals and questions to explore",
      blocks: [
        h("June's goals, in her words"),
        list("\"Wake up and want to get up.\"", "\"Have something in the week that is mine again.\"", "Go back to book club, and be honest with her doctor (Q30)."),
        h("Questions June would like to explore"),
        list(
          "Why has this season hit harder than the first winter after retiring?",
          "How can she accept help without feeling like a burden?",
          "What kinds of support are available, and which might suit her?",
          "Whether her knee, sleep or anything physical is adding to the tiredness.",
        ),
        h("Themes a professional may wish to explore with her"),
        p(
          "These are the themes most present in her answers, offered as a starting point for conversation and not as conclusions: adjustment to retirement and loss of role; reduced activity and social contact; a seasonal and anniversary pattern; a self-critical inner voice; and a long-standing habit of putting others' needs first.",
        ),
      ],
    },
    {
      title: "Clinician brief",
      newPage: true,
      blocks: [
        facts(
          ["Client", `${client.label}, 67, retired librarian, lives with husband`],
          ["Source", `Written self-report, 30-item depression questionnaire, ${client.answersCompleted}`],
          ["Presenting concern", "Low, flat mood for several months; worse in the mornings and in winter"],
          ["Onset", "Gradual over ~18 months after retirement; marked this winter"],
          ["Sleep", "Early waking around 4 a.m. with rumination; no difficulty falling asleep"],
          ["Interest and energy", "Withdrawn from gardening and book club; low energy for daily tasks"],
          ["Appetite", "Often misses lunch (forgets); evening meals regular"],
          ["Social", "Reduced contact since retiring; supportive husband, sister, neighbour"],
          ["Physical health", "Knee surgery last spring limits walking; on blood pressure medication"],
          ["Context", "Loss of work role; mother's death 11 years ago, annual February low"],
          ["Self-report on safety", "Denies thoughts of self-harm or that life is not worth living (Q29)"],
          ["Coping", "Helped previously by a walking group; calmed by music and manual tasks"],
          ["Strengths", "Insightful, motivated, good relationships, prior recovery"],
          ["Client goals", "Morning motivation; a purpose of her own; return to book club"],
          ["Themes to explore", "Retirement adjustment, withdrawal, seasonal pattern, self-criticism"],
        ),
        p(
          "Prepared from the client's written answers, drafted with AI assistance and reviewed by Catharsis staff. Not a clinical assessment or diagnosis. This sample describes a fictional client.",
        ),
      ],
    },
  ],
};
