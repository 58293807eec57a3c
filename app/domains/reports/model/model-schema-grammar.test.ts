import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGrammarParser, type GrammarParser } from "../../../../tests/support/llama-cpp/grammar-parser";
import { schemaToGbnf } from "../../../../tests/support/llama-cpp/schema-to-gbnf";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";

/**
 * The schema as a llama.cpp server and Ollama see it: turned into a GBNF
 * grammar by the converter (a port of llama.cpp's, tests/support/llama-cpp),
 * then parsed by llama.cpp's own grammar parser, run from node-llama-cpp's
 * prebuilt CPU build with no model (ADR 0074). A grammar the parser refuses is
 * the server's 400 "failed to parse grammar" (issue 30).
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
  let parser: GrammarParser;
  beforeAll(async () => {
    parser = await openGrammarParser();
  });
  afterAll(async () => {
    await parser.dispose();
  });

  it.each([
    ["document", draftedDocumentModelSchema],
    ["section", draftedSectionModelSchema],
  ] as const)("(%s) today: a grammar llama.cpp's parser accepts", async (_name, schema) => {
    const grammar = schemaToGbnf(await serialised(schema));
    expect(grammar).toMatch(/^root ::= "\{" space/m);
    expect(grammar).toContain('"\\"sentenceId\\"" space ":" space');
    expect(await parser.accepts(grammar)).toBe(true);
  });

  it("with the old sentence-id pattern: \\d copied into the grammar, and the parser refuses it for that", async () => {
    const old = withTheOldPattern(await serialised(draftedDocumentModelSchema));
    expect(JSON.stringify(old)).toContain(JSON.stringify(THE_OLD_ID_PATTERN));
    const grammar = schemaToGbnf(old);
    expect(grammar).toContain('[qe] "\\d"{1,3} "." "s" "\\d"{1,3}');
    expect(await parser.accepts(grammar)).toBe(false);
    // The same grammar with the digit written as a class llama.cpp knows: accepted, so \d was the cause.
    expect(await parser.accepts(grammar.replaceAll('"\\d"', "[0-9]"))).toBe(true);
  });
});
