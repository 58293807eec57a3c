import type { StoredFigures, TestimonialInput } from "./site-content";

/**
 * Demo content for a local store only (the seed; ADR 44): the spec's figures
 * and illustrative stories, all five stars. A production database starts
 * without them. The first story is linked to a demo paid order, so the demo
 * shows a "Verified Customer"; the others are illustrative and show no badge.
 */
export const demoFigures: StoredFigures = {
  clientsServed: 500,
  averageRatingTenths: 49,
  sessionsSavedPercent: 87,
  sessionsSavedText: "of clients say their report saved them 1-2 therapy sessions",
};

/** A fictional paid order the verified demo story points to; its paid date is the badge's date. */
export const demoOrder = {
  id: "demo-order-testimonial",
  email: "margaret.demo@example.com",
  amountCents: 1499,
  paidAt: new Date("2025-09-18T15:00:00Z"),
};

export const demoTestimonials: readonly TestimonialInput[] = [
  {
    name: "Margaret T.",
    age: null,
    service: "Catharsis Report: Death & Grief",
    rating: 5,
    orderId: demoOrder.id,
    shown: true,
    quote:
      "After my husband passed, I couldn't find words for what I was feeling, and I didn't know where to begin. Answering the questions at my own pace felt like being listened to. My report gave me three small things to do that first week, and I did them. When I finally sat down with a grief counselor, I brought the report along, and we started from where I actually was instead of from the beginning.",
  },
  {
    name: "Robert K.",
    age: 68,
    service: "Catharsis Report: Marriage",
    rating: 5,
    orderId: null,
    shown: true,
    quote:
      "After 41 years together, my wife and I were talking past each other. The report pointed out patterns I had never noticed in myself. It didn't fix anything overnight, but it gave us a place to begin, and the next month we started seeing a counselor together.",
  },
  {
    name: "Linda M.",
    age: 72,
    service: "Therapist Summary",
    rating: 5,
    orderId: null,
    shown: true,
    quote:
      "I have never been comfortable talking about myself. Handing my new therapist the summary meant I didn't have to explain everything from scratch. She told me it saved us a couple of sessions, and I felt understood from the very first visit.",
  },
  {
    name: "James P.",
    age: 64,
    service: "Enneagram Report",
    rating: 5,
    orderId: null,
    shown: true,
    quote:
      "Retirement left me feeling adrift. Learning that I'm a Type 1, the Perfectionist, explained so much about the pressure I put on myself. The report was kind, practical and surprisingly accurate. My wife says I'm easier to live with now.",
  },
];
