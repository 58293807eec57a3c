import { openText, sealingKey, sealText } from "./sealing.server";

/**
 * An account e-mail's link (reset, verification, e-mail change) signs its
 * holder in or changes a password. The job that sends it carries the link
 * sealed with the answers key, which is not in the database, so a copy of the
 * database, `pgboss.job` included, holds no working link (issue 31).
 */
const CONTEXT = "account-email-link";

export const sealAccountLink = (url: string): string => sealText(url, sealingKey(), CONTEXT);

export const openAccountLink = (sealed: string): string => openText(sealed, sealingKey(), CONTEXT);
