import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, EXAMPLE_SESSION_SECRET, InvalidEnvError, parseEnv } from "./env.server";

const productionReady = {
  APP_ENV: "production",
  APP_URL: "https://catharsis.example.com",
  DATABASE_URL: "postgres://catharsis@db.example.com:5432/catharsis",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  SESSION_SECRET: "a".repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

describe("parseEnv", () => {
  it("runs a fresh local store with no configuration at all", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("local");
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SUPPORT_EMAIL).toBe("support@example.com");
  });

  it("treats empty values from a .env file as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "  " }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in its message", () => {
    expect(() => parseEnv({ PORT: "eighty", SUPPORT_EMAIL: "nope" })).toThrowError(
      /PORT:[\s\S]*SUPPORT_EMAIL:/,
    );
  });

  it("refuses production while stand-ins would be used, naming each one", () => {
    const error = (() => {
      try {
        parseEnv({ APP_ENV: "production" });
      } catch (caught) {
        return String(caught);
      }
    })();
    for (const name of ["DATABASE_URL", "SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SESSION_SECRET", "ENCRYPTION_KEY", "APP_URL"]) {
      expect(error).toContain(name);
    }
  });

  it("refuses production without DATABASE_URL rather than running on the embedded database", () => {
    const withoutDatabase = { ...productionReady, DATABASE_URL: undefined };
    expect(() => parseEnv(withoutDatabase)).toThrowError(InvalidEnvError);
    expect(() => parseEnv(withoutDatabase)).toThrowError(/^APP_ENV=production refuses[\s\S]*- DATABASE_URL is not set/);
    expect(() => parseEnv({ ...productionReady, DATABASE_URL: "  " })).toThrowError(/DATABASE_URL is not set/);
  });

  it("refuses production with the example secret from .env.example", () => {
    expect(() => parseEnv({ ...productionReady, SESSION_SECRET: EXAMPLE_SESSION_SECRET })).toThrowError(
      /SESSION_SECRET is the example value/,
    );
  });

  it("starts production when everything real is configured", () => {
    expect(parseEnv(productionReady).APP_ENV).toBe("production");
  });

  it("rejects an encryption key that is not 32 bytes", () => {
    expect(() => parseEnv({ ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") })).toThrowError(/ENCRYPTION_KEY/);
  });
});

describe(".env.example", () => {
  it("documents exactly the variables the schema reads", () => {
    const documented = readFileSync(".env.example", "utf8")
      .split("\n")
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name));
    expect(new Set(documented)).toEqual(new Set(Object.keys(envSchema.shape)));
  });
});
