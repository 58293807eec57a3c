import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_PARALLEL_CALLS } from "./drafting-limits";

/**
 * Every environment variable the store reads, in one place. `.env.example`
 * documents each one; `env.test.ts` keeps the two in step.
 */
// An empty value in a .env file means "not set".
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(blankToUndefined, schema.optional());
const optionalUrl = optional(z.url());
const optionalString = optional(z.string().trim());

export const envSchema = z.object({
  APP_ENV: z.enum(["local", "production"]).default("local"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalString,
  /**
   * Local mode serves the dev mailbox (reset links) and, with test fixtures,
   * endpoints that create admins: it listens on a non-loopback HOST only when
   * this is "true".
   */
  ALLOW_LOCAL_MODE_ON_NETWORK: z.enum(["true", "false"]).default("false"),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  /**
   * The header a trusted reverse proxy sets to the client's address
   * (e.g. x-forwarded-for, cf-connecting-ip). Unset: the socket address is
   * used, so a client cannot spoof its address for the rate limits.
   */
  TRUSTED_PROXY_HEADER: optional(z.string().trim().toLowerCase().regex(/^[a-z0-9-]+$/, "must be a header name")),
  /**
   * The proxies whose TRUSTED_PROXY_HEADER is believed (ADR 53): IP addresses
   * or CIDR ranges, comma-separated (10.0.0.0/8, 2001:db8::/32). A request
   * from any other address keeps its socket address. Production refuses
   * TRUSTED_PROXY_HEADER without it; local mode trusts loopback when unset.
   */
  TRUSTED_PROXY_ADDRESSES: optional(
    z
      .string()
      .transform((list) => list.split(",").map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => entries.length > 0 && entries.every(isAddressOrRange), "must be IP addresses or CIDR ranges, comma-separated"),
  ),
  /**
   * Test-only endpoints under /dev/fixtures that create users and orders for
   * the end-to-end tests. Never available in production mode.
   */
  ENABLE_TEST_FIXTURES: z.enum(["true", "false"]).default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ENCRYPTION_KEY: optional(
    z.string().regex(/^[A-Za-z0-9+/]{43}=$/, "must be 32 bytes encoded as base64 (44 characters)"),
  ),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default("Catharsis <hello@example.com>"),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,

  SUPPORT_EMAIL: z.email().default("support@example.com"),
  PRIVACY_EMAIL: z.email().default("privacy@example.com"),
  ACCESSIBILITY_EMAIL: z.email().default("accessibility@example.com"),
  PROVIDER_INBOX: z.email().default("provider@example.com"),
  SUPPORT_PHONE: z.string().trim().min(3).default("+1 (555) 010-0142"),
  SERVICE_LINE: z.string().trim().min(3).default("Online across the United States"),

  /**
   * An external Enneagram questionnaire the access page opens once the
   * Enneagram is paid for. Unset: the store's own built-in questionnaire.
   */
  ENNEAGRAM_FORM_URL: optionalUrl,

  /**
   * Who writes report drafts (ADR 23): "model" (REPORT_AI_* below) or
   * "template" (offline, every page marked "Template draft: no AI model
   * configured"). Unset: the template drafter in local mode; production
   * refuses to start until the provider chooses.
   */
  REPORT_DRAFTER: optional(z.enum(["template", "model"])),
  REPORT_AI_PROVIDER: optional(z.enum(["openai-compatible", "anthropic"])),
  /** The API's base, e.g. http://127.0.0.1:8000/v1 for vLLM; required for openai-compatible. */
  REPORT_AI_BASE_URL: optionalUrl,
  /** Never logged. Required for anthropic, and for any model drafter in production. */
  REPORT_AI_API_KEY: optionalString,
  /** The model's name as the endpoint knows it ("claude-sonnet-4-5", "llama3.1:70b"). */
  REPORT_AI_MODEL: optionalString,
  /** How long one model call may take, retries included, before the draft fails. */
  REPORT_AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(1_800_000).default(120_000),
  /**
   * The second reader (ADR 0060): with REPORT_DRAFTER=model, the same model also reads each
   * written submission for risk after it is sent, and may raise a sentence's tier, never lower
   * it. "off" leaves the safety screen's rules alone. Without a model it never runs.
   */
  SAFETY_SECOND_READER: z.enum(["on", "off"]).default("on"),
  /** How long the second reader may take, retries included; past it the rules stand. */
  SAFETY_SECOND_READER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(240_000).default(60_000),
  /** The most tokens one model call may write (max_tokens), sent on every call when set; unset, the server's own limit. */
  REPORT_AI_MAX_OUTPUT_TOKENS: optional(z.coerce.number().int().min(256).max(200_000)),
  /** The model's context window in tokens, prompt and answer together, as the server runs it (ADR 0061). */
  REPORT_AI_CONTEXT_TOKENS: z.coerce.number().int().min(2_048).max(2_000_000).default(8_192),
  /**
   * How many parts of one report the model drafter asks for at once (ADR 0068). A local server
   * runs as many requests at once as it has slots (llama.cpp's --parallel, OLLAMA_NUM_PARALLEL);
   * more only queue there. The draft-report job's expiry follows it.
   */
  REPORT_AI_PARALLEL_CALLS: z.coerce.number().int().min(1).max(8).default(DEFAULT_PARALLEL_CALLS),

  /**
   * Where report PDFs and sample reports are kept (ADR 0025): "local" (under
   * DATA_DIR) or "s3" (an S3-compatible service, configured by S3_* below).
   */
  FILE_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** For MinIO, R2 and other S3-compatible services; unset: AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Our buckets "reports" and "sample-reports" are `${S3_BUCKET_PREFIX}reports` etc.; they must exist. */
  S3_BUCKET_PREFIX: optional(z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{0,40}$/, "must be lowercase letters, digits, dots and dashes")),
  /** Never logged. */
  S3_ACCESS_KEY_ID: optionalString,
  /** Never logged. */
  S3_SECRET_ACCESS_KEY: optionalString,
  /** "true" for services that want path-style URLs (MinIO, most local servers). */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),

  /**
   * The check-ins after a delivered report (issue 33, ADR 0069): days after delivery for the first
   * and the second invitation, and how many days an invitation's link works.
   */
  CHECK_IN_FIRST_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  CHECK_IN_SECOND_DAYS: z.coerce.number().int().min(1).max(365).default(42),
  CHECK_IN_LINK_DAYS: z.coerce.number().int().min(1).max(60).default(14),

  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
  SOCIAL_YOUTUBE_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

/** The placeholder in `.env.example`; production refuses to run with it. */
export const EXAMPLE_SESSION_SECRET = "change-me-to-a-long-random-string-of-32-chars-or-more";

export class InvalidEnvError extends Error {
  override name = "InvalidEnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new InvalidEnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const drafterGaps = modelDrafterGaps(env);
  if (drafterGaps.length > 0) {
    throw new InvalidEnvError(
      "REPORT_DRAFTER=model refuses to start without its model's configuration:\n" +
        drafterGaps.map((line) => `  - ${line}`).join("\n"),
    );
  }
  const drafterConflicts = modelDrafterConflicts(env);
  if (drafterConflicts.length > 0) {
    throw new InvalidEnvError(
      "REPORT_DRAFTER=model refuses to start with settings that disagree:\n" + drafterConflicts.map((line) => `  - ${line}`).join("\n"),
    );
  }
  const storageGaps = s3StorageGaps(env);
  if (storageGaps.length > 0) {
    throw new InvalidEnvError(
      "FILE_STORAGE=s3 refuses to start without its configuration:\n" + storageGaps.map((line) => `  - ${line}`).join("\n"),
    );
  }
  if (env.APP_ENV === "production" && env.TRUSTED_PROXY_HEADER && !env.TRUSTED_PROXY_ADDRESSES) {
    throw new InvalidEnvError(
      "TRUSTED_PROXY_HEADER refuses to start without TRUSTED_PROXY_ADDRESSES:\n" +
        `  - set TRUSTED_PROXY_ADDRESSES to your proxies' addresses or ranges (e.g. 10.0.0.0/8); otherwise anyone who reaches the port directly chooses the address every rate limit counts by sending ${env.TRUSTED_PROXY_HEADER}`,
    );
  }
  const missing = productionStandIns(env);
  if (env.APP_ENV === "production" && missing.length > 0) {
    throw new InvalidEnvError(
      "APP_ENV=production refuses to start while a development stand-in would be used:\n" +
        missing.map((line) => `  - ${line}`).join("\n"),
    );
  }
  if (env.APP_ENV === "local" && env.HOST && !isLoopbackHost(env.HOST) && env.ALLOW_LOCAL_MODE_ON_NETWORK !== "true") {
    throw new InvalidEnvError(
      `APP_ENV=local refuses to start on HOST=${env.HOST}, which is not a loopback address:\n` +
        [
          "local mode serves /dev/mailbox (every e-mail, with its sign-in and password-reset links) and, with ENABLE_TEST_FIXTURES, /dev/fixtures (which creates admins) to anyone who can reach the port",
          "leave HOST unset or set HOST=127.0.0.1 to keep the store on this machine, or use APP_ENV=production",
          "set ALLOW_LOCAL_MODE_ON_NETWORK=true only if everyone who can reach the port may read those e-mails",
        ]
          .map((line) => `  - ${line}`)
          .join("\n"),
    );
  }
  return env;
}

/** An IPv4 or IPv6 address, or one with a prefix length (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** 127.0.0.0/8, ::1 (bracketed or not, or IPv4-mapped) and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (bare === "localhost" || bare === "::1" || bare === "0:0:0:0:0:0:0:1") return true;
  const ipv4 = bare.replace(/^::ffff:/, "");
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(ipv4);
}

/** What a production server would otherwise quietly replace with a local stand-in. */
export function productionStandIns(env: Env): string[] {
  const missing: string[] = [];
  if (!env.DATABASE_URL) missing.push("DATABASE_URL is not set (the embedded PGlite database in DATA_DIR would be used)");
  if (!env.SMTP_URL) missing.push("SMTP_URL is not set (the dev mailbox would keep every e-mail)");
  if (!env.STRIPE_SECRET_KEY) missing.push("STRIPE_SECRET_KEY is not set (the sandbox payment provider would be used)");
  if (!env.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET is not set (Stripe webhooks could not be verified)");
  if (!env.SESSION_SECRET) missing.push("SESSION_SECRET is not set (a generated development secret would be used)");
  else if (env.SESSION_SECRET === EXAMPLE_SESSION_SECRET) missing.push("SESSION_SECRET is the example value from .env.example");
  if (!env.ENCRYPTION_KEY) missing.push("ENCRYPTION_KEY is not set (a generated development key would encrypt answers)");
  if (!env.APP_URL) missing.push("APP_URL is not set (links in e-mails and canonical URLs need the public address)");
  if (chosenReportDrafter({ APP_ENV: "production", REPORT_DRAFTER: env.REPORT_DRAFTER }) === null) {
    missing.push(
      "REPORT_DRAFTER is not set (the template drafter would write every report): set REPORT_DRAFTER=model with REPORT_AI_*, or REPORT_DRAFTER=template to choose the template drafter explicitly",
    );
  }
  return missing;
}

/**
 * Which drafter writes reports (ADR 23), or null where none may: the model
 * drafter only when chosen; otherwise the template drafter, which production
 * accepts only when REPORT_DRAFTER=template says so. The one statement of the
 * rule: `parseEnv` refuses to start production on null, and
 * `createReportDrafter` (the reports domain) refuses to build a drafter.
 */
export function chosenReportDrafter(env: Pick<Env, "APP_ENV" | "REPORT_DRAFTER">): "template" | "model" | null {
  if (env.REPORT_DRAFTER) return env.REPORT_DRAFTER;
  return env.APP_ENV === "production" ? null : "template";
}

/**
 * The fewest tokens of the context window left for the prompt. A call of a report drafted in parts
 * (ADR 0068) spends about 3,000 on the instructions, the schema and its own words before any of
 * the client's sentences, as the part planner estimates them; this leaves room for some.
 */
export const MIN_PROMPT_TOKENS = 4_096;

/**
 * The model drafter's settings checked against each other (ADR 0061): an
 * answer allowed to fill the whole context window leaves no room for the
 * prompt, and every call would be cut off or refused. (The draft-report job's
 * expiry follows REPORT_AI_TIMEOUT_MS, so those two cannot disagree.)
 */
export function modelDrafterConflicts(
  env: Pick<Env, "REPORT_DRAFTER" | "REPORT_AI_MAX_OUTPUT_TOKENS" | "REPORT_AI_CONTEXT_TOKENS">,
): string[] {
  if (env.REPORT_DRAFTER !== "model" || env.REPORT_AI_MAX_OUTPUT_TOKENS === undefined) return [];
  if (env.REPORT_AI_MAX_OUTPUT_TOKENS + MIN_PROMPT_TOKENS <= env.REPORT_AI_CONTEXT_TOKENS) return [];
  return [
    `REPORT_AI_MAX_OUTPUT_TOKENS (${env.REPORT_AI_MAX_OUTPUT_TOKENS}) leaves less than ${MIN_PROMPT_TOKENS} tokens of REPORT_AI_CONTEXT_TOKENS (${env.REPORT_AI_CONTEXT_TOKENS}) for the prompt: lower it, or set REPORT_AI_CONTEXT_TOKENS to the context window the server really runs`,
  ];
}

/** What the model drafter still needs; empty unless REPORT_DRAFTER=model. Names variables, never values. */
export function modelDrafterGaps(
  env: Pick<Env, "APP_ENV" | "REPORT_DRAFTER" | "REPORT_AI_PROVIDER" | "REPORT_AI_BASE_URL" | "REPORT_AI_API_KEY" | "REPORT_AI_MODEL">,
): string[] {
  if (env.REPORT_DRAFTER !== "model") return [];
  const gaps: string[] = [];
  if (!env.REPORT_AI_PROVIDER) gaps.push("REPORT_AI_PROVIDER is not set (openai-compatible or anthropic)");
  if (!env.REPORT_AI_MODEL) gaps.push("REPORT_AI_MODEL is not set (the model's name as the endpoint knows it)");
  if (env.REPORT_AI_PROVIDER === "openai-compatible" && !env.REPORT_AI_BASE_URL) {
    gaps.push("REPORT_AI_BASE_URL is not set (the OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1)");
  }
  if (!env.REPORT_AI_API_KEY && (env.REPORT_AI_PROVIDER === "anthropic" || env.APP_ENV === "production")) {
    gaps.push(`REPORT_AI_API_KEY is not set (required ${env.REPORT_AI_PROVIDER === "anthropic" ? "for anthropic" : "in production"})`);
  }
  return gaps;
}

/** What S3 storage still needs; empty unless FILE_STORAGE=s3. Names variables, never values. */
export function s3StorageGaps(
  env: Pick<Env, "FILE_STORAGE" | "S3_BUCKET_PREFIX" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">,
): string[] {
  if (env.FILE_STORAGE !== "s3") return [];
  const gaps: string[] = [];
  if (!env.S3_BUCKET_PREFIX) gaps.push("S3_BUCKET_PREFIX is not set (e.g. catharsis-, for the buckets catharsis-reports and catharsis-sample-reports)");
  if (!env.S3_ACCESS_KEY_ID) gaps.push("S3_ACCESS_KEY_ID is not set");
  if (!env.S3_SECRET_ACCESS_KEY) gaps.push("S3_SECRET_ACCESS_KEY is not set");
  return gaps;
}

let cached: Env | undefined;

/** The validated environment of this process, checked once at boot. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
