/**
 * The escapes llama.cpp's GBNF parser accepts, as its `parse_char` reads them
 * (src/llama-grammar.cpp; the same in every release since grammars came in):
 * inside a literal ("...") or a character class ([...]), a backslash may only
 * start `\xNN`, `\uNNNN`, `\UNNNNNNNN`, `\t`, `\r`, `\n`, `\\`, `\"`, `\[` or
 * `\]`. Anything else ("\d", "\w", "\s", "\.") is refused with "unknown
 * escape at …", and llama.cpp's server answers the request 400 "failed to
 * parse grammar" (Ollama hands it the schema unchanged). Outside literals and
 * classes, `#` starts a comment to the end of the line (`parse_space`).
 *
 * Written for this project from that source (not copied from it): see ADR 0068.
 */
const HEX_ESCAPES: Record<string, number> = { x: 2, u: 4, U: 8 };
const PLAIN_ESCAPES = new Set(["t", "r", "n", "\\", '"', "[", "]"]);

/** Every escape in `grammar` llama.cpp's parser would refuse, with its rule's name. */
export function gbnfEscapeProblems(grammar: string): string[] {
  const problems: string[] = [];
  for (const line of grammar.split("\n")) {
    const rule = /^\s*([A-Za-z0-9-]+)\s*::=/.exec(line)?.[1] ?? "(continued rule)";
    let at = 0;
    while (at < line.length) {
      const char = line[at]!;
      if (char === "#") break;
      if (char !== '"' && char !== "[") {
        at += 1;
        continue;
      }
      const close = char === '"' ? '"' : "]";
      at += 1;
      while (at < line.length && line[at] !== close) {
        if (line[at] !== "\\") {
          at += 1;
          continue;
        }
        const escaped = line[at + 1] ?? "";
        const digits = HEX_ESCAPES[escaped];
        if (digits !== undefined && /^[0-9a-fA-F]+$/.test(line.slice(at + 2, at + 2 + digits)) && line.slice(at + 2, at + 2 + digits).length === digits) {
          at += 2 + digits;
        } else if (PLAIN_ESCAPES.has(escaped)) {
          at += 2;
        } else {
          problems.push(`${rule}: unknown escape at \\${escaped}`);
          at += 2;
        }
      }
      at += 1;
    }
  }
  return problems;
}
