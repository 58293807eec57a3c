import { describe, expect, it } from "vitest";
import { gbnfEscapeProblems } from "../../../../tests/support/llama-cpp/gbnf-escapes";
import { schemaToGbnf } from "../../../../tests/support/llama-cpp/schema-to-gbnf";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";

/**
 * The schema as llama.cpp's server and Ollama see it: turned into a GBNF
 * grammar, then parsed by llama.cpp's grammar parser, which refuses an
 * escape it does not know (issue 30). The converter and the parser's escape
 * rules are ports of llama.cpp's (tests/support/llama-cpp, ADR 0068).
 */
const THE_OLD_ID_PATTERN = "^[qe]\\d{1,3}\\.s\\d{1,3}$";

/** Today's schema with the pattern it used to put on every sentence id, as the first model drafter sent it. */
function withTheOldPattern(node: unknown, key = ""): unknown {
  if (Array.isArray(node)) return node.map((child) => withTheOldPattern(child, key));
  if (!node || typeof node !== "object") return node;
  const copy = Object.fromEntries(Object.entries(node).map(([name, child]) => [name, withTheOldPattern(child, name)]));
  const idField = key === "sentenceId" || key === "evidence" || key === "sentenceIds";
  if (idField && copy.type === "string") return { ...copy, pattern: THE_OLD_ID_PATTERN };
  if (idField && copy.type === "array" && copy.items && typeof copy.items === "object") return { ...copy, items: { ...(copy.items as object), pattern: THE_OLD_ID_PATTERN } };
  return copy;
}

const serialised = async (schema: typeof draftedDocumentModelSchema | typeof draftedSectionModelSchema) => JSON.parse(JSON.stringify(await schema.jsonSchema)) as unknown;

describe("the report schema through llama.cpp's converter and grammar parser", () => {
  it.each([
    ["document", draftedDocumentModelSchema],
    ["section", draftedSectionModelSchema],
  ] as const)("(%s) today: a grammar with no escape the parser refuses", async (_name, schema) => {
    const grammar = schemaToGbnf(await serialised(schema));
    expect(grammar).toMatch(/^root ::= "\{" space/m);
    expect(grammar).toContain('"\\"sentenceId\\"" space ":" space');
    expect(gbnfEscapeProblems(grammar)).toEqual([]);
  });

  it("with the old sentence-id pattern: \\d copied into the grammar, and refused", async () => {
    const old = withTheOldPattern(await serialised(draftedDocumentModelSchema));
    expect(JSON.stringify(old)).toContain(JSON.stringify(THE_OLD_ID_PATTERN));
    const grammar = schemaToGbnf(old);
    expect(grammar).toContain('[qe] "\\d"{1,3} "." "s" "\\d"{1,3}');
    const problems = gbnfEscapeProblems(grammar);
    expect(problems.length).toBeGreaterThan(0);
    expect(new Set(problems.map((problem) => problem.replace(/^.*: /, "")))).toEqual(new Set(["unknown escape at \\d"]));
  });

  it("the parser's rules: the escapes llama.cpp knows pass, the regex shorthands do not, and comments are skipped", () => {
    expect(gbnfEscapeProblems('a ::= "\\x41\\u00e9\\U0001F600\\t\\r\\n\\\\\\"\\[\\]" [^"\\\\\\x7F\\x00-\\x1F] # a \\d in a comment')).toEqual([]);
    expect(gbnfEscapeProblems('b ::= "\\d" [\\w] "\\s" "\\." "\\xZZ"')).toEqual([
      "b: unknown escape at \\d",
      "b: unknown escape at \\w",
      "b: unknown escape at \\s",
      "b: unknown escape at \\.",
      "b: unknown escape at \\x",
    ]);
  });
});
