/**
 * What the servers the model drafter supports accept in a JSON schema
 * (ADR 0061), as checks a test runs on the schema the AI SDK sends. Each
 * returns the problems it finds, named by their place in the schema.
 */

type Node = Record<string, unknown>;

/**
 * The strict structured-outputs subset every supported server accepts:
 * OpenAI's strict mode (Anthropic's mirrors it) narrowed to what vLLM and
 * llama.cpp also take. The keywords below and nothing else, every object
 * closed (`additionalProperties: false`) with every property required, an
 * object at the root, and no more than 10 levels of nested objects. Length,
 * count and range limits are left out as well: strict modes refuse or ignore
 * them (Anthropic accepts `minItems` of 0 or 1 only).
 */
const STRICT_KEYWORDS = new Set(["type", "properties", "required", "additionalProperties", "items", "anyOf", "enum", "description"]);
const STRICT_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const MAX_OBJECT_DEPTH = 10;

export function strictSubsetProblems(schema: unknown): string[] {
  const problems: string[] = [];
  const root = schema as Node;
  if (root.type !== "object") problems.push("(root): must be an object");
  walk(schema, "(root)", 1, (node, where, depth) => {
    for (const keyword of Object.keys(node)) {
      if (!STRICT_KEYWORDS.has(keyword)) problems.push(`${where}: "${keyword}" is not in the strict subset`);
    }
    const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
    for (const type of types) if (!STRICT_TYPES.has(String(type))) problems.push(`${where}: type "${String(type)}" is not supported`);
    if (node.type === undefined && !node.anyOf && !node.enum) problems.push(`${where}: has no type`);
    if (node.type === "object" || node.properties) {
      if (depth > MAX_OBJECT_DEPTH) problems.push(`${where}: objects nest deeper than ${MAX_OBJECT_DEPTH} levels`);
      if (node.additionalProperties !== false) problems.push(`${where}: additionalProperties must be false`);
      const names = Object.keys((node.properties as Node | undefined) ?? {});
      const required = (node.required as string[] | undefined) ?? [];
      if (names.length !== required.length || names.some((name) => !required.includes(name))) {
        problems.push(`${where}: every property must be required`);
      }
    }
  });
  return problems;
}

/**
 * What llama.cpp's JSON-schema-to-grammar converter (llama.cpp's server, and
 * Ollama, which hands it the schema unchanged) cannot turn into a grammar its
 * parser accepts: a `pattern` is copied into the grammar as a regex, and the
 * parser refuses shorthand classes such as `\d`, `\w` and `\s` ("unknown
 * escape"); a `format` it does not know is refused too. The portable schema
 * sends neither; a pattern anywhere is reported, with the escapes named.
 */
export function grammarConverterProblems(schema: unknown): string[] {
  const problems: string[] = [];
  walk(schema, "(root)", 1, (node, where) => {
    if (typeof node.pattern === "string") {
      const escapes = node.pattern.match(/\\[dDwWsSbB]/g);
      problems.push(`${where}: has a pattern${escapes ? ` with ${[...new Set(escapes)].join(" ")}, which llama.cpp's grammar parser refuses` : ""}`);
    }
    if (node.format !== undefined) problems.push(`${where}: has a format`);
  });
  return problems;
}

/** Calls `visit` on every schema node: properties, items and anyOf branches, however deep. */
function walk(node: unknown, where: string, depth: number, visit: (node: Node, where: string, depth: number) => void): void {
  if (!node || typeof node !== "object" || Array.isArray(node)) return;
  const schema = node as Node;
  visit(schema, where, depth);
  const childDepth = schema.properties ? depth + 1 : depth;
  for (const [name, child] of Object.entries((schema.properties as Node | undefined) ?? {})) walk(child, `${where}.${name}`, childDepth, visit);
  if (schema.items) walk(schema.items, `${where}[]`, childDepth, visit);
  const branches = [...((schema.anyOf as unknown[] | undefined) ?? []), ...((schema.oneOf as unknown[] | undefined) ?? [])];
  branches.forEach((branch, index) => walk(branch, `${where}|${index}`, childDepth, visit));
}
