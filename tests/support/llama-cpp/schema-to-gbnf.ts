/**
 * A JSON schema turned into a GBNF grammar the way llama.cpp's converter
 * (json-schema-to-grammar, which its server and Ollama run on every
 * `response_format` schema) turns the keywords our schemas use: objects
 * with their properties in order, arrays, `anyOf`, `enum`, the primitive
 * types, and `pattern`. A pattern becomes grammar as llama.cpp's
 * `_visitPattern` made it up to September 2026 (and as the servers built on
 * those releases, Ollama's among them, still do): a character class is
 * copied as it is, an escaped regex metacharacter (`\.`, `\(`…) becomes the
 * plain character, and any other escape (`\d`, `\w`, `\s`) is copied into
 * the grammar's literal as it was written, which llama.cpp's grammar parser
 * then refuses. Later releases (the one node-llama-cpp 3.21.1 carries among
 * them) let such a pattern accept any string instead (ADR 0074).
 *
 * A port written for this project, for the keywords the model schema uses
 * (ADR 0068): not llama.cpp's code, and no substitute for it beyond these.
 * llama.cpp's converter is C++ only in the package that carries its parser,
 * with no JavaScript binding, so the port stays; the parser is the real one
 * (`grammar-parser.ts`).
 */
type Node = Record<string, unknown>;

const PRIMITIVES: Record<string, string> = {
  space: '| " " | "\\n"{1,2} [ \\t]{0,20}',
  char: '[^"\\\\\\x7F\\x00-\\x1F] | [\\\\] (["\\\\bfnrt] | "u" [0-9a-fA-F]{4})',
  string: '"\\"" char* "\\"" space',
  "integral-part": "[0] | [1-9] [0-9]{0,15}",
  "decimal-part": "[0-9]{1,16}",
  number: '("-"? integral-part) ("." decimal-part)? ([eE] [-+]? integral-part)? space',
  integer: '("-"? integral-part) space',
  boolean: '("true" | "false") space',
  null: '"null" space',
};
const REGEX_METACHARACTERS = new Set("^$.[]()|{}*+?");

export function schemaToGbnf(schema: unknown): string {
  const rules = new Map<string, string>([["space", PRIMITIVES.space!]]);
  const add = (name: string, rule: string) => {
    let key = name.replace(/[^A-Za-z0-9-]+/g, "-") || "root";
    for (let n = 0; rules.has(key) && rules.get(key) !== rule; n++) key = `${name}${n}`;
    rules.set(key, rule);
    return key;
  };
  const primitive = (name: string): string => {
    for (const dependency of name === "string" ? ["char"] : name === "number" || name === "integer" ? ["integral-part", "decimal-part"] : []) rules.set(dependency, PRIMITIVES[dependency]!);
    rules.set(name, PRIMITIVES[name]!);
    return name;
  };
  const literal = (value: unknown) => `"${JSON.stringify(value).replace(/[\n\r"]/g, (c) => ({ "\n": "\\n", "\r": "\\r", '"': '\\"' })[c]!)}"`;

  const visit = (node: Node, name: string): string => {
    const branches = (node.anyOf ?? node.oneOf) as Node[] | undefined;
    if (branches) return add(name, branches.map((branch, index) => visit(branch, `${name}-${index}`)).join(" | "));
    if (Array.isArray(node.type)) return add(name, node.type.map((type, index) => visit({ ...node, type }, `${name}-${index}`)).join(" | "));
    if (Array.isArray(node.enum)) return add(name, `(${node.enum.map(literal).join(" | ")}) space`);
    if (node.properties && typeof node.properties === "object") {
      const pairs = Object.entries(node.properties as Record<string, Node>).map(([key, child]) => `${literal(key)} space ":" space ${visit(child, `${name}-${key}`)}`);
      return add(name, `"{" space ${pairs.join(' "," space ')} "}" space`);
    }
    if (node.items && typeof node.items === "object") {
      const item = visit(node.items as Node, `${name}-item`);
      return add(name, `"[" space (${item} ("," space ${item})*)? "]" space`);
    }
    if (typeof node.pattern === "string") return add(name, `"\\"" (${pattern(node.pattern)}) "\\"" space`);
    return primitive(String(node.type ?? "string"));
  };
  visit(schema as Node, "root");
  return [...rules].map(([name, rule]) => `${name} ::= ${rule}`).join("\n");
}

/** A regex, anchored with ^ and $, as llama.cpp's converter writes it into a rule. */
function pattern(regex: string): string {
  if (!regex.startsWith("^") || !regex.endsWith("$")) throw new Error('Pattern must start with "^" and end with "$"');
  const body = regex.slice(1, -1);
  const out: string[] = [];
  for (let at = 0; at < body.length; ) {
    const char = body[at]!;
    if (char === "[") {
      const end = body.indexOf("]", at + 1);
      out.push(body.slice(at, end + 1));
      at = end + 1;
    } else if (char === "{") {
      const end = body.indexOf("}", at);
      out[out.length - 1] += body.slice(at, end + 1);
      at = end + 1;
    } else if ("*+?".includes(char)) {
      out[out.length - 1] += char;
      at += 1;
    } else if ("()|".includes(char)) {
      out.push(char);
      at += 1;
    } else if (char === "\\") {
      const next = body[at + 1] ?? "";
      out.push(REGEX_METACHARACTERS.has(next) ? `"${next}"` : `"\\${next}"`);
      at += 2;
    } else {
      out.push(`"${char === '"' ? '\\"' : char}"`);
      at += 1;
    }
  }
  return out.join(" ");
}
