/**
 * The whole database schema: Drizzle's client and drizzle-kit read it from
 * here. Each file under tables/ holds one area's tables; domains import the
 * tables they need from this module.
 */
export * from "./tables/accounts";
export * from "./tables/commerce";
export * from "./tables/contact";
export * from "./tables/email-log";
export * from "./tables/newsletter";
export * from "./tables/newsletter-issues";
export * from "./tables/rate-limit";
export * from "./tables/assessments";
export * from "./tables/reports";
export * from "./tables/safety-readings";
export * from "./tables/reminders";
export * from "./tables/check-ins";
export * from "./tables/staff-audit";
export * from "./tables/site-content";
export * from "./tables/guidance-reviews";
