import { logger } from "~/config/logger.server";

// Tests assert on behaviour, not on log lines; keep their output readable.
logger.level = "warn";
