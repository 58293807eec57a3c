import { z } from "zod";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { CLINICIAN_NAME_MAX_LENGTH, SHARE_CONSENT_VERSION, SHARE_EXPIRY_DAYS, SHARER_NAME_MAX_LENGTH } from "./share-link-terms";

/**
 * A name a person typed. It goes into an e-mail to someone else (the
 * sharer's first name into its subject), so only what names are made of is
 * taken: no slashes, colons or "@", and a period only at the end of a
 * word ("Dr. Rivera", never "example.com"), so the form cannot carry a web
 * address or an e-mail address to a stranger.
 */
const nameField = (empty: string, max: number, characters: RegExp, wrong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `Please keep this under ${max} characters.`).regex(characters, wrong);

const PERSON_NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M}' -]|\.(?= |$))*$/u;
/** A clinician's name may carry a title and letters after it ("Dr. Ana Rivera, LCSW (II)"). */
const CLINICIAN_NAME = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}' ,()&-]|\.(?=[ ,]|$))*$/u;

/** The "share with a clinician" form. Messages appear beside their fields. */
export const shareLinkFormSchema = z.object({
  clinicianName: nameField(
    "Please enter the clinician's name.",
    CLINICIAN_NAME_MAX_LENGTH,
    CLINICIAN_NAME,
    "Please use letters, numbers, spaces and . , ' - ( ) & only.",
  ),
  clinicianEmail: emailAddressSchema(INVALID_EMAIL_MESSAGE),
  sharedBy: nameField(
    "Please enter your first name, so the clinician knows who shared it.",
    SHARER_NAME_MAX_LENGTH,
    PERSON_NAME,
    "Please use letters only (spaces, hyphens, apostrophes and periods are fine).",
  ),
  expiresInDays: z.coerce
    .number({ error: "Please choose how long the link works." })
    .refine((days) => (SHARE_EXPIRY_DAYS as readonly number[]).includes(days), "Please choose how long the link works."),
  consent: z.literal(SHARE_CONSENT_VERSION, { error: "Please tick the box to agree before we make the link." }),
});

export type ShareLinkForm = z.infer<typeof shareLinkFormSchema>;

export const revokeShareLinkSchema = z.object({ linkId: z.string().min(1).max(100) });
