import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENNEAGRAM_MINUTES, WRITTEN_SURVEY_DURATION, WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";
import { howItWorksSteps } from "./how-it-works";
import { faqCategories } from "./faq";
import { fiveSteps } from "./services/services-overview";

const scanned = ["app/domains/content", "app/domains/catalog", "app/domains/messaging/emails", "app/features", "app/routes"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("how long a questionnaire takes", () => {
  it("is written as a figure only in one place: no page states a time of its own", () => {
    const ranges = scanned
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith("survey-time.ts"))
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\b\d+ ?(?:to|-|–) ?\d+ minutes?\b/g)].map((m) => `${file}: ${m[0]}`));
    // "2-3 minutes" is choosing an assessment on /how-it-works, not answering one.
    expect(ranges.filter((found) => !found.endsWith(": 2-3 minutes"))).toEqual([]);
  });

  it("is not written in words either (\"Fifteen quiet minutes\" once said less than every other page)", () => {
    const numberWords = /\b(?:five|ten|fifteen|twenty|thirty|forty|forty-five|sixty|ninety)(?: [a-z]+)? minutes?\b/gi;
    // The test fixtures' rate-limit comments ("five messages in ten minutes") are not a survey time.
    const found = scanned.flatMap(sourceFiles).filter((file) => !file.includes("/routes/dev/")).flatMap((file) => [...readFileSync(file, "utf8").matchAll(numberWords)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it("is the measured 45 to 90 minutes for written answers wherever a page says it, with the Enneagram's own figure", () => {
    expect(howItWorksSteps[1]?.duration).toBe(WRITTEN_SURVEY_DURATION);
    expect(fiveSteps[1]?.text).toContain(WRITTEN_SURVEY_MINUTES);
    const faq = JSON.stringify(faqCategories({ privacyEmail: "privacy@example.com" }));
    expect(faq).toContain(WRITTEN_SURVEY_MINUTES);
    expect(faq).toContain(ENNEAGRAM_MINUTES);
  });
});
