/**
 * Illustrative stories (spec: static testimonials, all five stars). They are not
 * quotes from real clients: docs/launch-checklist.md has them replaced before launch.
 */
export type Testimonial = {
  name: string;
  initials: string;
  service: string;
  rating: number;
  content: string;
};

export type FeaturedTestimonial = Testimonial & {
  /** ISO date for machines, and how it reads on the page. */
  date: string;
  dateLabel: string;
};

export type Story = Testimonial & { age: number };

export const featuredTestimonial: FeaturedTestimonial = {
  name: "Margaret T.",
  initials: "MT",
  service: "Catharsis Report: Death & Grief",
  rating: 5,
  date: "2025-09-18",
  dateLabel: "September 18, 2025",
  content:
    "After my husband passed, I couldn't find words for what I was feeling, and I didn't know where to begin. Answering the questions at my own pace felt like being listened to. My report gave me three small things to do that first week, and I did them. When I finally sat down with a grief counselor, I brought the report along, and we started from where I actually was instead of from the beginning.",
};

export const stories: readonly Story[] = [
  {
    name: "Robert K.",
    initials: "RK",
    age: 68,
    service: "Catharsis Report: Marriage",
    rating: 5,
    content:
      "After 41 years together, my wife and I were talking past each other. The report pointed out patterns I had never noticed in myself. It didn't fix anything overnight, but it gave us a place to begin, and the next month we started seeing a counselor together.",
  },
  {
    name: "Linda M.",
    initials: "LM",
    age: 72,
    service: "Therapist Summary",
    rating: 5,
    content:
      "I have never been comfortable talking about myself. Handing my new therapist the summary meant I didn't have to explain everything from scratch. She told me it saved us a couple of sessions, and I felt understood from the very first visit.",
  },
  {
    name: "James P.",
    initials: "JP",
    age: 64,
    service: "Enneagram Report",
    rating: 5,
    content:
      "Retirement left me feeling adrift. Learning that I'm a Type 1, the Perfectionist, explained so much about the pressure I put on myself. The report was kind, practical and surprisingly accurate. My wife says I'm easier to live with now.",
  },
];
