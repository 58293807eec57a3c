import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chosenReportDrafter, parseEnv } from "~/config/env.server";
import { productionReady } from "../../../tests/support/production-env";
import { createReportDrafter, reportDrafterName } from "./create-drafter.server";
import { templateDrafter } from "./template/template-drafter";

const model = {
  REPORT_DRAFTER: "model",
  REPORT_AI_PROVIDER: "openai-compatible",
  REPORT_AI_BASE_URL: "http://127.0.0.1:8000/v1",
  REPORT_AI_MODEL: "llama3.1:70b",
};

describe("createReportDrafter", () => {
  it("is the template drafter in local mode with nothing configured", () => {
    const env = parseEnv({});
    expect(reportDrafterName(env)).toBe("template");
    expect(createReportDrafter(env)).toBe(templateDrafter);
  });

  it("is the template drafter in production only when it was chosen", () => {
    expect(createReportDrafter(parseEnv(productionReady))).toBe(templateDrafter);
    const unchosen = { ...parseEnv(productionReady), REPORT_DRAFTER: undefined };
    expect(() => createReportDrafter(unchosen)).toThrowError(/REPORT_DRAFTER=template/);
  });

  it("is the model drafter for an OpenAI-compatible endpoint or Anthropic", () => {
    expect(createReportDrafter(parseEnv(model)).name).toBe("model");
    const anthropic = { REPORT_DRAFTER: "model", REPORT_AI_PROVIDER: "anthropic", REPORT_AI_MODEL: "claude-sonnet-4-5", REPORT_AI_API_KEY: "sk-ant-x" };
    expect(createReportDrafter(parseEnv(anthropic)).name).toBe("model");
  });

  it("follows the one rule the environment check follows too", () => {
    expect(chosenReportDrafter({ APP_ENV: "local", REPORT_DRAFTER: undefined })).toBe("template");
    expect(chosenReportDrafter({ APP_ENV: "production", REPORT_DRAFTER: undefined })).toBeNull();
    expect(chosenReportDrafter({ APP_ENV: "production", REPORT_DRAFTER: "template" })).toBe("template");
    expect(() => parseEnv({ ...productionReady, REPORT_DRAFTER: undefined })).toThrowError(/REPORT_DRAFTER is not set/);
  });

  it("refuses a model drafter missing its settings even when the environment was built by hand", () => {
    const handMade = { ...parseEnv(model), REPORT_AI_BASE_URL: undefined };
    expect(() => createReportDrafter(handMade)).toThrowError(/REPORT_AI_BASE_URL is not set/);
  });
});

/**
 * The AI SDK sends a model given as a string ("openai/gpt-4o") through its
 * gateway, on the internet. The app builds provider instances instead; this
 * keeps a string model, or the gateway itself, from creeping into app code.
 */
describe("model ids in app code", () => {
  const appDir = path.resolve(import.meta.dirname, "../..");
  const sources = (readdirSync(appDir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(appDir, file), "utf8") }));

  it("reads the app's sources", () => {
    expect(sources.some(({ file }) => file.endsWith("model-drafter.ts"))).toBe(true);
  });

  it("never hands the AI SDK a model as a string, nor imports its gateway", () => {
    const aiCallers = sources.filter(({ text }) => /from "ai"/.test(text));
    expect(aiCallers.length).toBeGreaterThan(0);
    const offenders = aiCallers.filter(
      ({ text }) =>
        /\bmodel:\s*["'`]/.test(text) || /import\s*\{[^}]*\b(gateway|createGateway)\b[^}]*\}\s*from\s*"ai"/.test(text) || /from "@ai-sdk\/gateway"/.test(text),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });
});
