import { pino } from "pino";

/**
 * An error as the logs keep it: what went wrong and where, never the values
 * involved. Drizzle's query errors carry the query's parameters in `params`
 * and in their message ("params: …"), PostgreSQL's `detail` repeats a row's
 * values, and a message may quote the input it refused. So only these fields
 * are kept, the message is scrubbed, and the stack keeps only its frames.
 * Everything else on an error (params, query, detail, where, parameters, body,
 * headers, config) is dropped.
 */
export type SerializedError = {
  type: string;
  message: string;
  code?: string | number;
  status?: number;
  /** PostgreSQL names the constraint, table or column at fault: names, not values. */
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
};

const TOKEN_CHARS = "A-Za-z0-9_\\-";
const PATTERNS: [RegExp, string][] = [
  // Drizzle: "Failed query: select … where email = $1\nparams: jane@example.com". The query keeps its placeholders.
  [/\bparams:[\s\S]*$/i, "params: [redacted]"],
  // PostgreSQL quotes the input it refused: invalid input syntax for type uuid: "…".
  [/(\bfor (?:type|enum) [^:\n]+: )"[^"\n]*"/gi, '$1"[redacted]"'],
  // "Key (email)=(jane@example.com) already exists" and its kin.
  [/(\([^()\n]*\)=)\([^\n]*?\)(?= |$)/gm, "$1([redacted])"],
  [/[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:=]+\.[A-Za-z]{2,}/g, "[email]"],
  // Anything token-like (long, letters and digits): session ids, reset tokens, keys.
  [new RegExp(`(?<![${TOKEN_CHARS}])(?=[${TOKEN_CHARS}]*\\d)(?=[${TOKEN_CHARS}]*[A-Za-z])[${TOKEN_CHARS}]{20,}(?![${TOKEN_CHARS}])`, "g"), "[redacted]"],
];

/** An error message without the values it may carry (parameters, quoted input, addresses, tokens). */
export function scrubErrorText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed.length > 2_000 ? `${scrubbed.slice(0, 2_000)}…` : scrubbed;
}

const NAMES = ["constraint", "table", "column"] as const;

/** The one way the app turns an error into log fields (pino's `err` serializer and every error path). */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    const message =
      typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string"
        ? (value as { message: string }).message
        : typeof value === "object" && value !== null
          ? "(not an Error)"
          : String(value);
    return { type: value === null ? "null" : typeof value, message: scrubErrorText(message) };
  }
  const fields = value as unknown as Record<string, unknown>;
  // Some classes (drizzle's DrizzleQueryError) leave `name` as "Error": the class says more.
  const type = value.name && value.name !== "Error" ? value.name : value.constructor.name || "Error";
  const serialized: SerializedError = { type, message: scrubErrorText(value.message ?? "") };
  if (typeof fields.code === "string" || typeof fields.code === "number") serialized.code = fields.code;
  const status = fields.status ?? fields.statusCode;
  if (typeof status === "number") serialized.status = status;
  for (const name of NAMES) {
    const field = fields[name];
    if (typeof field === "string" && field.length <= 100) serialized[name] = field;
  }
  const frames = (value.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) serialized.stack = [`${type}: ${serialized.message}`, ...frames].join("\n");
  if (depth < 3 && value.cause !== undefined) serialized.cause = serializeError(value.cause, depth + 1);
  if (depth < 3 && value instanceof AggregateError) {
    serialized.errors = value.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/**
 * A plain Error with only what `serializeError` keeps, for code that hands an
 * error on to where it may be stored or printed (pg-boss keeps a failed job's
 * error in its table).
 */
export function withoutValues(error: unknown): Error {
  const serialized = serializeError(error);
  const plain = new Error(serialized.message);
  plain.name = serialized.type;
  plain.stack = serialized.stack ?? `${serialized.type}: ${serialized.message}`;
  if (serialized.code !== undefined) Object.assign(plain, { code: serialized.code });
  return plain;
}

/**
 * JSON logs. Personal answers never go through here: log ids and counts,
 * not request bodies. The `redact` list is a safety net, not a licence.
 * Errors go under `err` (or `error`) and pass through `serializeError`; an
 * error given as the first argument is moved there, so its message is never
 * the log line's message unscrubbed. Lines go to process.stdout (synchronous
 * for files and pipes on Linux, so a fatal line is written before an exit).
 */
export const logger = pino(
  {
    // Boot sets the configured LOG_LEVEL once the environment has been checked.
    level: "info",
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === "string" ? rest : ["error", ...rest];
          return method.apply(this, [{ err: first }, ...message] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
    redact: {
      paths: ["password", "*.password", "answers", "*.answers", "responses", "*.responses", "html", "text"],
      censor: "[redacted]",
    },
  },
  process.stdout,
);
