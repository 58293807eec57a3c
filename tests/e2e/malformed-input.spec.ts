import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import routeConfig from "~/routes";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { signWebhookPayload } from "~/domains/checkout/providers/webhook-signature.server";

/**
 * Issue 15: bad input must get a 4xx, never a 5xx. Every path in the route
 * table (`app/routes.ts`), and each of Better Auth's endpoints behind
 * `/api/auth/*`, gets the same fixed corpus of malformed requests (wrong
 * content types, broken bodies, NUL bytes, odd methods, bad percent-encoding,
 * bodies at and over the cap, odd JSON), with our own Origin so the
 * same-origin rule lets them through to the routes, three times: signed in as
 * a client, as a reviewer and as an admin (both past the second factor, so the
 * back office's pages parse what they get instead of stopping at the 404).
 *
 * Issue 31: a request that is malformed (a method not served, a broken URL,
 * a content type the route does not take, a body that does not parse, holds
 * a NUL or is over the cap) must get a 4xx; the rest of the corpus (odd but
 * well-formed values) must get an answer under 500. The test counts what it
 * sent and prints the status histogram.
 *
 * The requests go out through node:http rather than the `request` fixture:
 * a fuzzer must send exact bytes (no re-encoded URL, no added content type,
 * methods such as TRACE), and node:http does that.
 */

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const origin = baseURL;
const MAX_BODY_BYTES = 1024 * 1024;
const CONCURRENCY = 6;

// --- the paths -------------------------------------------------------------

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Sample values for the dynamic segments, so every route is reached. */
const sampleParams: Record<string, string> = {
  sessionId: "cs_fuzz_session",
  fileName: "sample-report.pdf",
  submissionId: "sub_fuzz",
  messageId: "msg_fuzz",
};

function routePaths(entries: RouteEntry[], prefix = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const own = entry.index ? prefix : [prefix, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.index || entry.path !== undefined) paths.push(`/${own}`);
    if (entry.children) paths.push(...routePaths(entry.children, own));
  }
  return paths.map((pathname) =>
    pathname
      .replace(/:(\w+)/g, (_match, name: string) => sampleParams[name] ?? "fuzz")
      .replace(/\*$/, "fuzz/wildcard"),
  );
}

/**
 * Better Auth's endpoints, reached through the route table's `api/auth/*`: only GET
 * /api/auth/verify-email is open over HTTP (auth-http.server.ts), and every other one
 * must refuse malformed input as firmly as it refuses well-formed.
 */
const betterAuthPaths = [
  "sign-in/email", "sign-up/email", "sign-out", "get-session", "list-sessions", "revoke-session", "revoke-sessions",
  "request-password-reset", "reset-password", "reset-password/fuzz-token", "verify-email", "send-verification-email",
  "change-email", "change-password", "set-password", "update-user", "delete-user", "delete-user/callback", "account-info",
  "list-accounts", "unlink-account", "link-social", "sign-in/social", "callback/fuzz", "refresh-token", "get-access-token", "ok", "error",
  "two-factor/enable", "two-factor/disable", "two-factor/verify-totp", "two-factor/verify-backup-code", "two-factor/get-totp-uri",
  "two-factor/generate-backup-codes", "two-factor/view-backup-codes", "two-factor/send-otp", "two-factor/verify-otp",
].map((endpoint) => `/api/auth/${endpoint}`);

// --- the corpus -----------------------------------------------------------

/** `malformed`: refused whole by the input boundary, so only a 4xx will do; otherwise any answer under 500. */
type Probe = { label: string; method: string; path: string; headers?: Record<string, string>; body?: Buffer; malformed?: boolean };

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
const NUL = "\u0000";

/** Every field name the store's forms and JSON endpoints read, so each reaches its parser. */
const fieldNames = [
  "name", "email", "phone", "subject", "message", "token", "password", "confirmPassword", "currentPassword",
  "newEmail", "newPassword", "cardNumber", "to", "via", "returnTo", "redirectTo", "understood",
];
/** "change-email" with a wrong password: harmless even if it were accepted (no sign-out, no deletion). */
const formFields = (value: string) => ({ ...Object.fromEntries(fieldNames.map((name) => [name, value])), intent: "change-email" });
const jsonFields = (value: string) => ({
  ...formFields(value),
  entitlementId: value,
  formType: value,
  bankVersion: value,
  writerId: value,
  writerSeq: 1,
  submissionId: value,
  answers: { q1: value },
  items: [{ productId: value, category: value, quantity: 1 }],
  sessionId: value,
});

const urlencoded = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());

function multipart(boundary: string, fields: Record<string, string>, file?: { field: string; content: Buffer }) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The fixed requests sent to each path. */
function probesFor(pathname: string): Probe[] {
  const post = (label: string, contentType: string | undefined, body: Buffer, malformed = false): Probe => ({
    label,
    method: "POST",
    path: pathname,
    headers: contentType ? { "content-type": contentType } : {},
    body,
    malformed,
  });
  const bad = (label: string, contentType: string | undefined, body: Buffer) => post(label, contentType, body, true);
  const boundary = "----fuzzboundary7MA4YWxk";
  const deep = "[".repeat(10_000) + "]".repeat(10_000);
  const deepObject = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
  const nearCap = MAX_BODY_BYTES - 200;
  const separator = pathname.includes("?") ? "&" : "?";
  return [
    // Wrong or missing content types.
    post("json object", JSON_TYPE, Buffer.from(JSON.stringify(jsonFields("fuzz")))),
    post("json to a form route, with charset", `${JSON_TYPE}; charset=utf-8`, Buffer.from(JSON.stringify(formFields("a@b.co")))),
    bad("text/plain", "text/plain", Buffer.from("email=a@b.co")),
    bad("xml", "application/xml", Buffer.from("<a>1</a>")),
    bad("no content type", undefined, Buffer.from("email=a@b.co")),
    bad("empty body, no content type", undefined, Buffer.alloc(0)),
    post("empty form", FORM, Buffer.alloc(0)),
    bad("empty json", JSON_TYPE, Buffer.alloc(0)),
    bad("garbage content type", "%%%/;;;=", Buffer.from("x")),
    // JSON of the wrong shape.
    bad("json null", JSON_TYPE, Buffer.from("null")),
    bad("json array", JSON_TYPE, Buffer.from("[1,2,3]")),
    bad("json number", JSON_TYPE, Buffer.from("42")),
    bad("json string", JSON_TYPE, Buffer.from('"hello"')),
    bad("json broken", JSON_TYPE, Buffer.from('{"email": "a@b.co"')),
    bad("json nested deeply (arrays)", JSON_TYPE, Buffer.from(deep)),
    bad("json nested deeply (objects)", JSON_TYPE, Buffer.from(deepObject)),
    post("json fields of the wrong type", JSON_TYPE, Buffer.from(JSON.stringify({ ...jsonFields("x"), items: "x", answers: [1], email: 5, writerSeq: "x" }))),
    // NUL bytes.
    bad("json with NUL in strings", JSON_TYPE, Buffer.from(JSON.stringify(jsonFields(`fuzz${NUL}x`)))),
    bad("json with NUL in a key", JSON_TYPE, Buffer.from(JSON.stringify({ [`e${NUL}mail`]: "a@b.co" }))),
    bad("json with a raw NUL byte", JSON_TYPE, Buffer.from(`{"email":"a${NUL}b"}`)),
    bad("form with %00 in fields", FORM, urlencoded(formFields(`a${NUL}b@example.com`))),
    bad("form with a raw NUL byte", FORM, Buffer.from(`email=a${NUL}b&name=x${NUL}&message=${NUL}`)),
    post("form with bad percent-encoding", FORM, Buffer.from("email=%zz%ff%&name=%E0%A4%A&message=%")),
    post("form fields of the wrong shape (repeated)", FORM, Buffer.from("email=a@b.co&email=c@d.co&intent=a&intent=b&token=1&token=2")),
    // Multipart.
    post("multipart, broken body", `multipart/form-data; boundary=${boundary}`, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name, no end`)),
    post("multipart, no boundary", "multipart/form-data", Buffer.from("email=a@b.co")),
    post("multipart, boundary absent from body", `multipart/form-data; boundary=${boundary}`, Buffer.from("just some bytes")),
    bad("multipart with NUL in fields", `multipart/form-data; boundary=${boundary}`, multipart(boundary, formFields(`a${NUL}b`))),
    post("multipart with a file in a text field", `multipart/form-data; boundary=${boundary}`,
      multipart(boundary, { intent: "change-email" }, { field: "email", content: Buffer.from([0, 1, 2, 255]) })),
    // Big bodies: within the cap, and just over it.
    post("form near the cap", FORM, urlencoded({ ...formFields("a@b.co"), message: "m".repeat(nearCap - 400) })),
    post("json near the cap", JSON_TYPE, Buffer.from(JSON.stringify({ ...jsonFields("a@b.co"), answers: { q1: "a".repeat(nearCap - 1000) } }))),
    bad("form just over the cap", FORM, Buffer.alloc(MAX_BODY_BYTES + 1, "a")),
    bad("json just over the cap", JSON_TYPE, Buffer.alloc(MAX_BODY_BYTES + 1, " ")),
    // Methods the store does not serve.
    ...["PUT", "DELETE", "PATCH", "OPTIONS"].map((method) => ({
      label: `${method} with a form`,
      method,
      path: pathname,
      headers: { "content-type": FORM },
      body: urlencoded(formFields("a@b.co")),
      malformed: true,
    })),
    { label: "TRACE", method: "TRACE", path: pathname, malformed: true },
    { label: "PROPFIND", method: "PROPFIND", path: pathname, malformed: true },
    // Broken URLs.
    { label: "GET with %ff in the path", method: "GET", path: `${pathname.replace(/\/$/, "")}/%ff`, malformed: true },
    { label: "GET with %00 in the path", method: "GET", path: `${pathname.replace(/\/$/, "")}/a%00b`, malformed: true },
    { label: "GET with %zz in the path", method: "GET", path: `${pathname.replace(/\/$/, "")}/%zz`, malformed: true },
    { label: "GET with %ff in the query", method: "GET", path: `${pathname}${separator}token=%ff&returnTo=%c3`, malformed: true },
    { label: "GET with %00 in the query", method: "GET", path: `${pathname}${separator}token=a%00b&email=%00`, malformed: true },
    { label: "GET with % in the query", method: "GET", path: `${pathname}${separator}q=100%&x=%`, malformed: true },
    { label: "POST form with %00 in the query", method: "POST", path: `${pathname}${separator}token=%00`, headers: { "content-type": FORM }, body: urlencoded({ email: "a@b.co" }), malformed: true },
    { label: "POST to .data with NUL", method: "POST", path: `${pathname === "/" ? "/_root" : pathname}.data`, headers: { "content-type": FORM }, body: urlencoded(formFields(`x${NUL}`)) },
  ];
}

/** Requests aimed at one endpoint rather than at every path. */
function targetedProbes(): Probe[] {
  const secrets = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "dev-secrets.json"), "utf8")) as { sessionSecret: string };
  // The same derivation as sandboxWebhookSecret() (sandbox-provider.server.ts), from this server's data folder.
  const sandboxSecret = `whsec_${createHmac("sha256", secrets.sessionSecret).update("sandbox-payment-webhooks").digest("base64url")}`;
  const signed = (label: string, payload: string): Probe => ({
    label: `signed webhook: ${label}`,
    method: "POST",
    path: "/api/webhooks/payments",
    headers: { "content-type": JSON_TYPE, "stripe-signature": signWebhookPayload(payload, sandboxSecret) },
    body: Buffer.from(payload),
  });
  // Well-formed apart from one NUL, so it would pass the route's own checks and reach the database.
  const responses = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`q${index + 1}`, "An answer."]));
  const draft = (field: string) => ({
    formType: "marriage",
    entitlementId: "ent_fuzz",
    bankVersion: currentBankVersion("marriage"),
    writerId: "fuzzwriter01",
    writerSeq: 1,
    answers: { email: "fuzz@example.com", completionDate: "2026-01-01", responses },
    [field]: `ent_${NUL}fuzz`,
  });
  const json = (label: string, pathname: string, body: unknown): Probe => ({
    label,
    method: "POST",
    path: pathname,
    headers: { "content-type": JSON_TYPE },
    body: Buffer.from(JSON.stringify(body)),
  });
  const form = (label: string, pathname: string, fields: Record<string, string>): Probe => ({
    label,
    method: "POST",
    path: pathname,
    headers: { "content-type": FORM },
    body: urlencoded(fields),
  });
  const contact = { name: "Fuzz", email: "fuzz@example.com", phone: "", subject: "Hello", message: "A question about reports." };
  return [
    json("draft, NUL in entitlementId", "/api/assessments/drafts", draft("entitlementId")),
    json("draft, NUL in bankVersion", "/api/assessments/drafts", draft("bankVersion")),
    json("submission, NUL in entitlementId", "/api/assessments/submissions", {
      ...draft("entitlementId"),
      writerId: undefined,
      writerSeq: undefined,
      submissionId: "6f1c1d0e-8f9b-4c5e-9a53-3f7c1b2d4e5f",
    }),
    json("checkout, NUL in the e-mail", "/api/checkout", { email: `a${NUL}@example.com`, items: [{ productId: `p${NUL}`, category: "x", quantity: 1 }] }),
    form("contact, NUL in the name", "/contact", { ...contact, name: `Fu${NUL}zz` }),
    form("contact, NUL in the message", "/contact", { ...contact, message: `A question${NUL} about reports.` }),
    form("contact, NUL in the subject", "/contact", { ...contact, subject: `Hel${NUL}lo` }),
    form("newsletter, NUL in the address", "/newsletter", { email: `news${NUL}@example.com`, via: "fetcher" }),
    signed("null", "null"),
    signed("array", "[]"),
    signed("number", "7"),
    signed("string", '"evt"'),
    signed("empty object", "{}"),
    signed("wrong types", JSON.stringify({ id: 5, type: ["x"], data: "x" })),
    signed("NUL in the id", JSON.stringify({ id: `evt_${NUL}`, type: "checkout.session.completed", data: { object: { id: `cs_${NUL}` } } })),
    signed("unknown session", JSON.stringify({ id: "evt_fuzz", type: "checkout.session.completed", data: { object: { id: "cs_fuzz" } } })),
    { label: "GET /assets/%ff", method: "GET", path: "/assets/%ff" },
    { label: "GET /assets/%00.js", method: "GET", path: "/assets/%00.js" },
    { label: "GET /assets/..%2f..%2fpackage.json", method: "GET", path: "/assets/..%2f..%2fpackage.json" },
    { label: "GET /%ff", method: "GET", path: "/%ff" },
    { label: "TRACE /", method: "TRACE", path: "/" },
    { label: "TRACE /healthz", method: "TRACE", path: "/healthz" },
    { label: "sandbox pay with NUL in the id", method: "POST", path: "/sandbox/pay/cs_%00x", headers: { "content-type": FORM }, body: urlencoded({ cardNumber: "4242424242424242" }) },
    { label: "sandbox pay, NUL in the card", method: "POST", path: "/sandbox/pay/cs_fuzz", headers: { "content-type": FORM }, body: urlencoded({ cardNumber: `4242${NUL}` }) },
    { label: "reset password with NUL in the token", method: "POST", path: "/auth/reset-password", headers: { "content-type": FORM }, body: urlencoded({ token: `t${NUL}`, password: "quiet harbour lanterns 42", confirmPassword: "quiet harbour lanterns 42" }) },
    { label: "reset password page, NUL token in the query", method: "GET", path: "/auth/reset-password?token=%00" },
    { label: "newsletter confirm, NUL token", method: "GET", path: "/newsletter/confirm?token=a%00" },
    { label: "newsletter unsubscribe, NUL token", method: "GET", path: "/newsletter/unsubscribe?token=a%00" },
  ];
}

// --- sending --------------------------------------------------------------

type Outcome = { probe: Probe; status: number | "no answer"; detail?: string };

// A new connection per request: a kept-alive socket the server closes while idle would read as "no answer".
const agent = new http.Agent({ keepAlive: false });

function send(probe: Probe, cookie: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { origin, cookie, ...probe.headers };
    if (probe.body) headers["content-length"] = probe.body.length;
    const req = http.request(`${baseURL}${probe.path}`, { method: probe.method, headers, agent, timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        resolve({ probe, status, detail: status >= 500 ? Buffer.concat(chunks).toString("utf8").slice(0, 200) : undefined });
      });
      res.on("error", (error) => resolve({ probe, status: "no answer", detail: error.message }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    // The server may answer (413, 415) and close before the whole body is sent: the answer still counts.
    req.on("error", (error) => resolve({ probe, status: "no answer", detail: error.message }));
    req.end(probe.body);
  });
}

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The roles the corpus is sent as: each signs in through the fixture (staff past the second factor). */
const roles = ["client", "reviewer", "admin"] as const;

test("malformed requests get a 4xx, never a 5xx, and the server stays up", async ({ request }) => {
  test.setTimeout(600_000);

  const paths = [...new Set([...routePaths(routeConfig as RouteEntry[]), ...betterAuthPaths])];
  // Signing out ends the fuzz session, so those requests go last.
  const last = (probe: Probe) => (/^\/(?:auth\/sign-out|api\/auth\/sign-out)/.test(probe.path) ? 1 : 0);
  const corpus = [...targetedProbes(), ...paths.flatMap(probesFor)].sort((a, b) => last(a) - last(b));

  const outcomes: (Outcome & { role: string })[] = [];
  let healthFailures = 0;
  const started = Date.now();
  for (const role of roles) {
    const cookie = await signedInAs(request, role);
    let next = 0;
    async function worker() {
      while (next < corpus.length) {
        const index = next++;
        outcomes.push({ ...(await send(corpus[index]!, cookie)), role });
        if (index % 250 === 0 && !(await healthy())) healthFailures += 1;
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  const byStatus = new Map<string, number>();
  for (const { status } of outcomes) byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
  const failures = outcomes.filter(({ probe, status }) => status === "no answer" || status >= 500 || (probe.malformed && (status < 400 || status >= 500)));
  const malformedSent = outcomes.filter(({ probe }) => probe.malformed).length;
  console.log(
    `malformed-input: ${outcomes.length} requests (${corpus.length} per role × ${roles.length} roles: ${roles.join(", ")}; ${malformedSent} malformed) ` +
      `to ${paths.length} paths (${betterAuthPaths.length} of them Better Auth's) in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses: ` +
      [...byStatus].sort().map(([status, count]) => `${status}: ${count}`).join(", "),
  );
  for (const { probe, status, detail, role } of failures) {
    console.log(`  ${status} ${probe.method} ${probe.path} as ${role} (${probe.label})${detail ? `: ${detail.replace(/\s+/g, " ")}` : ""}`);
  }

  expect(outcomes.length, "every probe was sent as every role").toBe(corpus.length * roles.length);
  expect(healthFailures, "/healthz stopped answering during the run").toBe(0);
  expect(await healthy(), "/healthz answers after the run").toBe(true);
  // The detail (a reset, a time-out, the start of a 5xx page) goes in the list, so a failure in CI says why.
  expect(failures.map(({ probe, status, role, detail }) => `${status} ${probe.method} ${probe.path} as ${role} (${probe.label})${detail ? `: ${detail.replace(/\s+/g, " ").slice(0, 80)}` : ""}`)).toEqual([]);
});

/** A fresh account of this role, signed in (staff through their second factor); its session cookie. */
async function signedInAs(request: APIRequestContext, role: (typeof roles)[number]): Promise<string> {
  const email = `fuzz-${role}-${Date.now()}@example.com`;
  const fixture = await request.post("/dev/fixtures/users", { data: { email, password: "quiet harbour lanterns 42", role, signIn: true } });
  expect(fixture.ok(), await fixture.text()).toBe(true);
  const cookie = fixture
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value.split(";")[0])
    .filter((pair) => !pair?.endsWith("="))
    .join("; ");
  expect(cookie).toContain("session_token=");
  return cookie;
}
