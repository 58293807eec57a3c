/**
 * What a client agrees to when sharing a report with a clinician, and the
 * choices they have. Browser-safe: the form shows these words and the server
 * records which version was agreed to. A change of wording is a new version.
 */
export const SHARE_CONSENT_VERSION = "share-consent-v1";
export const SHARE_CONSENT_TEXT =
  "I agree to share this report with the clinician named above. Anyone with the link can open it until it expires or I revoke it.";

export const SHARE_EXPIRY_DAYS = [7, 14, 30] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 14;

export const CLINICIAN_NAME_MAX_LENGTH = 100;
export const SHARER_NAME_MAX_LENGTH = 60;
