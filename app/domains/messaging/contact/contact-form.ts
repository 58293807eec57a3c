import { INVALID_EMAIL_MESSAGE, isEmailAddress } from "~/shared/email-address";

/**
 * The contact form's rules and messages (spec section 5), in plain code so
 * the browser can check as the visitor types without shipping zod. The
 * server's zod schema (`contact-schema.server.ts`) is built from the same
 * limits and messages, and a test keeps the two in agreement.
 */
export const contactFields = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };

export const contactLimits = {
  name: { min: 2, max: 100 },
  phone: { max: 40 },
  subject: { min: 5, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const contactMessages = {
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${contactLimits.name.max} characters`,
  email: INVALID_EMAIL_MESSAGE,
  phoneTooLong: `Phone number must be at most ${contactLimits.phone.max} characters`,
  subjectTooShort: "Subject must be at least 5 characters",
  subjectTooLong: `Subject must be at most ${contactLimits.subject.max} characters`,
  // The subject travels in an e-mail header: a line break there could forge headers.
  subjectOneLine: "Subject must be a single line of text",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: `Message must be at most ${contactLimits.message.max.toLocaleString("en-US")} characters`,
  required: "Required",
} as const;

/** Control characters and Unicode line/paragraph separators: never allowed in a header. */
export const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** The first problem with each field, after trimming; an empty object means valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  const errors: ContactErrors = {};

  if (name.length < contactLimits.name.min) errors.name = contactMessages.nameTooShort;
  else if (name.length > contactLimits.name.max) errors.name = contactMessages.nameTooLong;

  // The shared rule (app/shared/email-address.ts); an over-long address gets the spec's one e-mail message too.
  if (!isEmailAddress(email)) errors.email = contactMessages.email;

  if (phone.length > contactLimits.phone.max) errors.phone = contactMessages.phoneTooLong;

  if (subject.length < contactLimits.subject.min) errors.subject = contactMessages.subjectTooShort;
  else if (subject.length > contactLimits.subject.max) errors.subject = contactMessages.subjectTooLong;
  else if (LINE_BREAK_OR_CONTROL.test(subject)) errors.subject = contactMessages.subjectOneLine;

  if (message.length < contactLimits.message.min) errors.message = contactMessages.messageTooShort;
  else if (message.length > contactLimits.message.max) errors.message = contactMessages.messageTooLong;

  return errors;
}
