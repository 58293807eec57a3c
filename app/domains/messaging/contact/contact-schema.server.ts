import { z } from "zod";
import { contactFields, contactLimits, contactMessages, LINE_BREAK_OR_CONTROL, type ContactErrors } from "./contact-form";
import { emailAddressSchema } from "~/shared/email-address";

const text = () => z.string({ error: contactMessages.required }).trim();

/** The server's check of a contact message: the same rules and words as the browser's. */
export const contactSchema = z.object({
  name: text()
    .min(contactLimits.name.min, contactMessages.nameTooShort)
    .max(contactLimits.name.max, contactMessages.nameTooLong),
  email: emailAddressSchema(contactMessages.email, { notText: contactMessages.required }),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone.max, contactMessages.phoneTooLong)
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  subject: text()
    .min(contactLimits.subject.min, contactMessages.subjectTooShort)
    .max(contactLimits.subject.max, contactMessages.subjectTooLong)
    .refine((subject) => !LINE_BREAK_OR_CONTROL.test(subject), contactMessages.subjectOneLine),
  message: text()
    .min(contactLimits.message.min, contactMessages.messageTooShort)
    .max(contactLimits.message.max, contactMessages.messageTooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactParseResult =
  | { success: true; data: ContactInput }
  | { success: false; errors: ContactErrors };

/** Parses form fields; on failure, the first message for each field. */
export function parseContact(fields: Record<string, unknown>): ContactParseResult {
  const result = contactSchema.safeParse(fields);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = contactFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
