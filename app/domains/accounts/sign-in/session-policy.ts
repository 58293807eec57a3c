const day = 24 * 60 * 60;

/**
 * How long a sign-in lasts. A session in use is renewed once a day and ends
 * after a week without use; whatever the use, it ends 30 days after sign-in.
 */
export const sessionPolicy = {
  idleTimeoutSeconds: 7 * day,
  renewAfterSeconds: day,
  absoluteTimeoutSeconds: 30 * day,
} as const;
