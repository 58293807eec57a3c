import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionReady } from "../../tests/support/production-env";
import { envSchema, EXAMPLE_SESSION_SECRET, InvalidEnvError, isLoopbackHost, parseEnv } from "./env.server";

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

describe("the report drafter", () => {
  const model = {
    REPORT_DRAFTER: "model",
    REPORT_AI_PROVIDER: "openai-compatible",
    REPORT_AI_BASE_URL: "http://127.0.0.1:8000/v1",
    REPORT_AI_MODEL: "llama3.1:70b",
  };

  it("drafts from the template in local mode when nothing is chosen", () => {
    const env = parseEnv({});
    expect(env.REPORT_DRAFTER).toBeUndefined();
    expect(env.REPORT_AI_TIMEOUT_MS).toBe(120_000);
  });

  it("refuses production without REPORT_DRAFTER, naming it and both choices", () => {
    const withoutDrafter = { ...productionReady, REPORT_DRAFTER: undefined };
    expect(() => parseEnv(withoutDrafter)).toThrowError(/^APP_ENV=production refuses[\s\S]*- REPORT_DRAFTER is not set/);
    expect(() => parseEnv(withoutDrafter)).toThrowError(/REPORT_DRAFTER=template to choose the template drafter explicitly/);
  });

  it("starts production with the template drafter once it is chosen explicitly", () => {
    expect(parseEnv({ ...productionReady, REPORT_DRAFTER: "template" }).REPORT_DRAFTER).toBe("template");
  });

  it("refuses a drafter it does not know", () => {
    expect(() => parseEnv({ REPORT_DRAFTER: "gpt" })).toThrowError(/REPORT_DRAFTER:/);
  });

  it("starts a local model drafter on an OpenAI-compatible endpoint without a key", () => {
    const env = parseEnv({ ...model, REPORT_AI_TIMEOUT_MS: "500" });
    expect(env.REPORT_AI_PROVIDER).toBe("openai-compatible");
    expect(env.REPORT_AI_TIMEOUT_MS).toBe(500);
  });

  it("checks the answer's token limit against the context window at boot, leaving room for the prompt", () => {
    expect(parseEnv(model).REPORT_AI_CONTEXT_TOKENS).toBe(8_192);
    expect(parseEnv(model).REPORT_AI_MAX_OUTPUT_TOKENS).toBeUndefined();
    expect(parseEnv({ ...model, REPORT_AI_MAX_OUTPUT_TOKENS: "4096" }).REPORT_AI_MAX_OUTPUT_TOKENS).toBe(4_096);
    expect(() => parseEnv({ ...model, REPORT_AI_MAX_OUTPUT_TOKENS: "8192" })).toThrowError(
      /^REPORT_DRAFTER=model refuses to start with settings that disagree:\n {2}- REPORT_AI_MAX_OUTPUT_TOKENS \(8192\) leaves less than 4096 tokens of REPORT_AI_CONTEXT_TOKENS \(8192\) for the prompt/,
    );
    expect(parseEnv({ ...model, REPORT_AI_MAX_OUTPUT_TOKENS: "8192", REPORT_AI_CONTEXT_TOKENS: "32768" }).REPORT_AI_CONTEXT_TOKENS).toBe(32_768);
    // The template drafter never calls a model: its leftover settings are not in the way.
    expect(parseEnv({ REPORT_DRAFTER: "template", REPORT_AI_MAX_OUTPUT_TOKENS: "8192" }).REPORT_DRAFTER).toBe("template");
  });

  it("refuses the model drafter without its provider, endpoint or model, naming each", () => {
    expect(() => parseEnv({ REPORT_DRAFTER: "model" })).toThrowError(
      /^REPORT_DRAFTER=model refuses to start[\s\S]*REPORT_AI_PROVIDER is not set[\s\S]*REPORT_AI_MODEL is not set/,
    );
    expect(() => parseEnv({ ...model, REPORT_AI_BASE_URL: undefined })).toThrowError(/- REPORT_AI_BASE_URL is not set/);
    expect(() => parseEnv({ ...model, REPORT_AI_MODEL: " " })).toThrowError(/- REPORT_AI_MODEL is not set/);
  });

  it("refuses anthropic without a key, and any model drafter in production without one", () => {
    const anthropic = { REPORT_DRAFTER: "model", REPORT_AI_PROVIDER: "anthropic", REPORT_AI_MODEL: "claude-sonnet-4-5" };
    expect(() => parseEnv(anthropic)).toThrowError(/- REPORT_AI_API_KEY is not set \(required for anthropic\)/);
    expect(parseEnv({ ...anthropic, REPORT_AI_API_KEY: "sk-ant-x" }).REPORT_AI_BASE_URL).toBeUndefined();

    expect(() => parseEnv({ ...productionReady, ...model })).toThrowError(/- REPORT_AI_API_KEY is not set \(required in production\)/);
    expect(parseEnv({ ...productionReady, ...model, REPORT_AI_API_KEY: "sk-x" }).REPORT_DRAFTER).toBe("model");
  });

  it("never repeats the key in its messages", () => {
    const key = "sk-secret-key-that-must-not-leak-0123456789";
    const error = (() => {
      try {
        parseEnv({ ...productionReady, ...model, REPORT_AI_MODEL: undefined, REPORT_AI_API_KEY: key });
      } catch (caught) {
        return String(caught);
      }
    })();
    expect(error).toContain("REPORT_AI_MODEL is not set");
    expect(error).not.toContain(key);
  });
});

describe("file storage", () => {
  const s3 = { FILE_STORAGE: "s3", S3_BUCKET_PREFIX: "catharsis-", S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "s3-secret-that-must-not-leak" };

  it("keeps files locally by default", () => {
    const env = parseEnv({});
    expect(env.FILE_STORAGE).toBe("local");
    expect(env.S3_REGION).toBe("us-east-1");
    expect(env.S3_FORCE_PATH_STYLE).toBe("false");
  });

  it("starts on S3 when it is configured, with an optional endpoint", () => {
    const env = parseEnv({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true", S3_REGION: "auto" });
    expect(env).toMatchObject({ FILE_STORAGE: "s3", S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "auto", S3_FORCE_PATH_STYLE: "true" });
    expect(parseEnv({ ...productionReady, ...s3 }).FILE_STORAGE).toBe("s3");
  });

  it("refuses S3 without its prefix or keys, naming each and never a value", () => {
    const error = (() => {
      try {
        parseEnv({ FILE_STORAGE: "s3", S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY });
      } catch (caught) {
        return String(caught);
      }
    })();
    expect(error).toMatch(/FILE_STORAGE=s3 refuses to start[\s\S]*- S3_BUCKET_PREFIX is not set[\s\S]*- S3_ACCESS_KEY_ID is not set/);
    expect(error).not.toContain("S3_SECRET_ACCESS_KEY is not set");
    expect(error).not.toContain(s3.S3_SECRET_ACCESS_KEY);
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: " " })).toThrowError(/- S3_SECRET_ACCESS_KEY is not set/);
  });

  it("refuses an unknown storage, a bad endpoint or prefix, and a path style that is not true or false", () => {
    expect(() => parseEnv({ FILE_STORAGE: "ftp" })).toThrowError(/FILE_STORAGE/);
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "not a url" })).toThrowError(/S3_ENDPOINT/);
    expect(() => parseEnv({ ...s3, S3_BUCKET_PREFIX: "Bad Prefix/" })).toThrowError(/S3_BUCKET_PREFIX/);
    expect(() => parseEnv({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrowError(/S3_FORCE_PATH_STYLE/);
  });
});

describe("local mode on a network address", () => {
  it("refuses a non-loopback HOST in local mode, naming HOST, the risk and the variable that allows it", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "store.lan"]) {
      expect(() => parseEnv({ HOST: host }), host).toThrowError(InvalidEnvError);
      expect(() => parseEnv({ HOST: host }), host).toThrowError(
        /^APP_ENV=local refuses to start on HOST=[\s\S]*\/dev\/mailbox[\s\S]*ALLOW_LOCAL_MODE_ON_NETWORK=true/,
      );
    }
  });

  it("starts local mode on loopback addresses and with HOST unset", () => {
    for (const host of [undefined, "", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"]) {
      expect(parseEnv({ HOST: host }).APP_ENV, String(host)).toBe("local");
    }
  });

  it("starts local mode on the network when the operator allows it", () => {
    expect(parseEnv({ HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "true" }).HOST).toBe("0.0.0.0");
    expect(() => parseEnv({ HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "yes" })).toThrowError(/ALLOW_LOCAL_MODE_ON_NETWORK/);
  });

  it("leaves production's HOST alone", () => {
    expect(parseEnv({ ...productionReady, HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("knows loopback from the rest", () => {
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("127.0.0.256")).toBe(false);
    expect(isLoopbackHost("127.evil.example")).toBe(false);
    expect(isLoopbackHost("10.0.0.1")).toBe(false);
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
