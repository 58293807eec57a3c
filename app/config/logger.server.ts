import { pino } from "pino";

/**
 * JSON logs. Personal answers never go through here: log ids and counts,
 * not request bodies. The `redact` list is a safety net, not a licence.
 */
export const logger = pino({
  // Boot sets the configured LOG_LEVEL once the environment has been checked.
  level: "info",
  base: undefined,
  redact: {
    paths: ["password", "*.password", "answers", "*.answers", "responses", "*.responses", "html", "text"],
    censor: "[redacted]",
  },
});
