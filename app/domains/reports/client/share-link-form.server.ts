import { z } from "zod";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { CLINICIAN_NAME_MAX_LENGTH, SHARE_CONSENT_VERSION, SHARE_EXPIRY_DAYS, SHARER_NAME_MAX_LENGTH } from "./share-link-terms";

/** One line of text a person typed: trimmed, no control characters (it goes into an e-mail's subject). */
const nameField = (empty: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `Please keep this under ${max} characters.`)
    .regex(/^[^\p{Cc}]*$/u, "Please use letters, spaces and punctuation only.");

/** The "share with a clinician" form. Messages appear beside their fields. */
export const shareLinkFormSchema = z.object({
  clinicianName: nameField("Please enter the clinician's name.", CLINICIAN_NAME_MAX_LENGTH),
  clinicianEmail: emailAddressSchema(INVALID_EMAIL_MESSAGE),
  sharedBy: nameField("Please enter your first name, so the clinician knows who shared it.", SHARER_NAME_MAX_LENGTH),
  expiresInDays: z.coerce
    .number({ error: "Please choose how long the link works." })
    .refine((days) => (SHARE_EXPIRY_DAYS as readonly number[]).includes(days), "Please choose how long the link works."),
  consent: z.literal(SHARE_CONSENT_VERSION, { error: "Please tick the box to agree before we make the link." }),
});

export type ShareLinkForm = z.infer<typeof shareLinkFormSchema>;

export const revokeShareLinkSchema = z.object({ linkId: z.string().min(1).max(100) });
