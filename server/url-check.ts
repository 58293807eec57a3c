/**
 * Checks a request's URL before anything decodes it. A bad percent escape
 * (`%zz`, `%ff` that is not UTF-8) makes the router's and the static file
 * server's decoding throw, which used to end in a 500; a NUL, raw or `%00`,
 * would reach the database, which refuses it in text. Both are a client's
 * mistake, so they get a 400 here, once, for every route.
 */
export type UrlProblem = "bad-encoding" | "nul";

/** Decodes one path or query component, or says why it cannot be used. */
function decodeComponent(raw: string): string | UrlProblem {
  // decodeURIComponent accepts only "%" followed by two hex digits forming valid UTF-8.
  try {
    return decodeURIComponent(raw);
  } catch {
    return "bad-encoding";
  }
}

export function checkUrl(url: string): UrlProblem | null {
  if (url.includes("\u0000")) return "nul";
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
  // A query's "+" means a space; "&" and "=" separate its parts and are never encoded.
  const components = [pathname, ...query.replaceAll("+", " ").split(/[&=]/)];
  for (const component of components) {
    const decoded = decodeComponent(component);
    if (decoded === "bad-encoding" || decoded === "nul") return decoded;
    if (decoded.includes("\u0000")) return "nul";
  }
  return null;
}
