/**
 * Validates a request body the input boundary has buffered, before any route
 * parses it. Routes parse with `request.json()` or `request.formData()`, which
 * throw on a broken body (a 500), and they pass strings on to PostgreSQL,
 * which cannot store a NUL in text (another 500). A body that fails here is
 * the client's mistake and gets a 400.
 */

export type BodyProblem = { message: string };

/** Deeper than any body the store's callers send; walking deeper is only work for an attacker. */
const MAX_JSON_DEPTH = 32;

const NUL = "\u0000";

/** A JSON endpoint takes one object: the checkout, drafts, submissions, webhook events, fixtures. */
export function checkJsonBody(body: Buffer): BodyProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return { message: "The request body is not valid JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { message: "The request body must be a JSON object." };
  }
  // Walked with an explicit stack, so a deeply nested body cannot overflow the call stack.
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes(NUL)) return { message: "Text in the request must not contain NUL characters." };
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (depth > MAX_JSON_DEPTH) return { message: "The request body is nested too deeply." };
    for (const [key, child] of Object.entries(current)) {
      if (key.includes(NUL)) return { message: "Text in the request must not contain NUL characters." };
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * A page's form action takes a URL-encoded or multipart form. It is parsed
 * here exactly as the route will parse it (the Fetch API's `formData()`), so a
 * form that passes cannot make the route's own parse throw.
 */
export async function checkFormBody(body: Buffer, contentType: string): Promise<BodyProblem | null> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { message: "The form could not be read." };
  }
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes(NUL) || text.includes(NUL)) return { message: "Form fields must not contain NUL characters." };
  }
  return null;
}
