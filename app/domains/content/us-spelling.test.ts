import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { questionBanks } from "~/domains/assessments/banks/all-banks";
import { enneagramStatements, enneagramTypeNames, enneagramVersion, ratingScale } from "~/domains/assessments/enneagram/statements";
import { SCALES_SECTION } from "~/domains/assessments/scales/scale-definitions";

/**
 * The store serves the United States (docs/product.md): its copy uses US spelling.
 * Scans the string literals of the pages, components, content and e-mails,
 * and every user-visible string of the questionnaires as they are shown today
 * (earlier bank versions keep the wording their answers were given to; the
 * PHQ-9, GAD-7 and WHO-5 keep their published wording and credits). Report
 * templates have owners of their own and are checked there. "Cancelled"
 * stays: the spec quotes it, and US usage accepts it.
 */
const scanned = ["app/domains/content", "app/domains/messaging/emails", "app/domains/catalog", "app/components", "app/features", "app/routes"];
const british =
  /\b(analys(e|ed|es|ing)|counsell(ing|or|ors)|honour\w*|recognis\w*|behaviour\w*|colour\w*|centre[sd]?|organis\w*|realis(e|ed|es|ing)|personalis\w*|judgement|favourite|apologis\w*|summaris\w*|prioritis\w*|emphasis(e|ed|es)|criticis\w*|specialis\w*|authoris\w*|neighbour\w*|whilst|amongst|programme|enrol|licence|practis(e|ed|es|ing))\b/i;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The text of string literals and JSX text, comments left out. */
function visibleText(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n");
}

describe("US spelling in user-visible copy", () => {
  it("finds no British spelling in pages, components, content or e-mails", () => {
    const found = scanned.flatMap(sourceFiles).flatMap((file) =>
      visibleText(readFileSync(file, "utf8"))
        .split("\n")
        .filter((line) => british.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("finds no British spelling in the questions clients are shown today", () => {
    const shown = [
      ...Object.values(questionBanks).flatMap((bank) => [
        [bank.version, bank.formName],
        ...bank.sections.flatMap((section) => [
          [bank.version, section.title],
          [bank.version, section.description],
          ...section.questions.flatMap((question) => [[`${bank.version} ${question.id}`, question.text], ...(question.hint ? [[`${bank.version} ${question.id}`, question.hint]] : [])]),
        ]),
      ]),
      // The scales' section is our wording; the scale items are the authors'.
      ["scales section", SCALES_SECTION.title],
      ["scales section", SCALES_SECTION.description],
      ...enneagramStatements.map((statement) => [`${enneagramVersion} ${statement.id}`, statement.text]),
      ...Object.values(enneagramTypeNames).map((name) => [enneagramVersion, name]),
      ...ratingScale.map((option) => [enneagramVersion, option.label]),
    ];
    const found = shown.filter(([, text]) => british.test(text ?? "")).map(([where, text]) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });
});
