/** What the inbox's pages and its server code agree on; safe in the browser (no database). */
export const contactStatuses = ["new", "replied", "closed"] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const isContactStatus = (value: unknown): value is ContactStatus => contactStatuses.includes(value as ContactStatus);

export const REPLY_MAX_LENGTH = 10_000;
