import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The store serves the United States (decisions.md): its copy uses US spelling.
 * Scans the string literals of the pages, components, content and e-mails.
 * The question banks and report templates have owners of their own and are
 * checked there. "Cancelled" stays: the spec quotes it, and US usage accepts it.
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
});
