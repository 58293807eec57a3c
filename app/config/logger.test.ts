import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger, scrubErrorText, serializeError, withoutValues } from "./logger.server";

const CANARY_EMAIL = "canary.7f3a@example.com";
const CANARY_TOKEN = "tok3nCanary9x8y7z6w5v4u";

/** A query error as drizzle throws it: the parameters in `params` and in the message, PostgreSQL's error as the cause. */
function queryError() {
  const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${CANARY_TOKEN}"`), {
    code: "22P02",
    detail: `Key (email)=(${CANARY_EMAIL}) already exists.`,
    where: `value ${CANARY_TOKEN}`,
    table: "user",
  });
  return new DrizzleQueryError('select "id" from "user" where "email" = $1 and "token" = $2', [CANARY_EMAIL, CANARY_TOKEN], cause);
}

function captureStdout() {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return { text: () => lines.join(""), restore: () => spy.mockRestore() };
}

afterEach(() => vi.restoreAllMocks());

describe("serializeError", () => {
  it("keeps the name, code, query shape and frames, and none of the values", () => {
    const serialized = serializeError(queryError());
    const text = JSON.stringify(serialized);
    expect(text).not.toContain(CANARY_EMAIL);
    expect(text).not.toContain(CANARY_TOKEN);
    expect(serialized.type).toBe("DrizzleQueryError");
    expect(serialized.message).toContain('where "email" = $1');
    expect(serialized.message).toContain("params: [redacted]");
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query[\s\S]*\n\s+at /);
    expect(serialized.cause).toMatchObject({ code: "22P02", table: "user", message: 'invalid input syntax for type uuid: "[redacted]"' });
    for (const dropped of ["params", "query", "detail", "where"]) {
      expect(serialized).not.toHaveProperty(dropped);
      expect(serialized.cause).not.toHaveProperty(dropped);
    }
  });

  it("scrubs addresses and tokens from any message, and keeps ordinary words", () => {
    expect(scrubErrorText(`reset failed for ${CANARY_EMAIL} with ${CANARY_TOKEN}`)).toBe("reset failed for [email] with [redacted]");
    expect(scrubErrorText("job send-submission-emails failed: connection refused")).toBe("job send-submission-emails failed: connection refused");
    expect(scrubErrorText(`Key (email)=(${CANARY_EMAIL}) already exists.`)).toBe("Key (email)=([redacted]) already exists.");
  });

  it("handles what is thrown that is not an Error", () => {
    expect(serializeError(`lost ${CANARY_EMAIL}`)).toEqual({ type: "string", message: "lost [email]" });
    expect(serializeError({ params: [CANARY_EMAIL] })).toEqual({ type: "object", message: "(not an Error)" });
  });

  it("makes a plain error without values to hand on", () => {
    const plain = withoutValues(queryError());
    expect(`${plain.message}\n${plain.stack}`).not.toContain(CANARY_EMAIL);
    expect(plain).not.toHaveProperty("params");
    expect(plain.name).toBe("DrizzleQueryError");
  });
});

describe("the app logger", () => {
  it("writes errors under err through the serializer, never their values", () => {
    const output = captureStdout();
    logger.error({ err: queryError(), requestId: "req-canary-test" }, "request failed");
    logger.error(queryError());
    logger.error({ error: queryError() }, "with the other key");
    output.restore();
    const text = output.text();
    expect(text).toContain("req-canary-test");
    expect(text).toContain("DrizzleQueryError");
    expect(text).not.toContain(CANARY_EMAIL);
    expect(text).not.toContain(CANARY_TOKEN);
    expect(text.trim().split("\n")).toHaveLength(3);
  });
});
