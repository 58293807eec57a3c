// The review page of a full report draft under 5 reviewers, for `npm run bench` (issue 32): a
// client sends the depression form with the fictional answers of tests/support, the server's
// own job worker drafts the Catharsis Report (the template drafter: the whole report, every
// section beside the answers), and 5 signed-in staff (each through the second factor) then load /admin/reports/:id one
// after another for BENCH_SECONDS. Every answer must be 200 with the whole page; p50 and p99 are
// over all of them.
import { fictionalAnswers } from "../tests/support/fictional-answers";
import { createWriter, percentile } from "./bench-drafts";
import { positiveNumber } from "./support/load";
import { processCpuMs } from "./support/process-cpu";

const REVIEWERS = 5;
const SECONDS = positiveNumber(process.env.BENCH_SECONDS, 10);
const DRAFT_TIMEOUT_MS = 120_000;

export type ReviewPageResult = { loads: number; errors: number; p50Ms: number; p99Ms: number; kb: number; cpuPerLoadMs: number | null };

/**
 * `serverPid`: the server's process, to say what a load costs its CPU. With 5 reviewers in a
 * closed loop, p50 is about 5 loads' worth of the server's time, so that cost is the lever.
 */
export async function benchReviewPage(origin: string, clientHeader: string, serverPid?: number): Promise<ReviewPageResult> {
  const reviewers = await Promise.all(Array.from({ length: REVIEWERS }, (_, n) => signedInStaff(origin, clientHeader, n)));
  const reportPath = await draftedReport(origin, clientHeader, reviewers[0] as string);

  // One unmeasured load each: the page's modules and queries are warm before timing starts.
  await Promise.all(reviewers.map((cookie) => loadPage(origin, reportPath, cookie)));
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const cpuBefore = serverPid === undefined ? null : processCpuMs(serverPid);
  const ends = performance.now() + SECONDS * 1000;
  await Promise.all(
    reviewers.map(async (cookie) => {
      while (performance.now() < ends) {
        const started = performance.now();
        const page = await loadPage(origin, reportPath, cookie).catch(() => null);
        latencies.push(performance.now() - started);
        if (!page || page.status !== 200 || !page.html.includes("</html>")) errors += 1;
        else bytes = page.html.length;
      }
    }),
  );
  const cpuAfter = serverPid === undefined ? null : processCpuMs(serverPid);
  const cpuPerLoadMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`\nReview page of a drafted Catharsis Report (${reportPath}, ${(bytes / 1024).toFixed(0)} KB of HTML): ${REVIEWERS} reviewers for ${SECONDS} s`);
  console.log(
    `  ${latencies.length} loads; p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; errors (any answer but a whole 200 page): ${errors}; ` +
      `server CPU per load: ${cpuPerLoadMs === null ? "not measured" : `${cpuPerLoadMs.toFixed(1)} ms`}`,
  );
  return { loads: latencies.length, errors, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), kb: bytes / 1024, cpuPerLoadMs };
}

async function loadPage(origin: string, reportPath: string, cookie: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${origin}${reportPath}`, { headers: { cookie, accept: "text/html" } });
  return { status: response.status, html: await response.text() };
}

/** A staff account signed in through its second factor by the test fixtures; its cookie. */
async function signedInStaff(origin: string, clientHeader: string, n: number): Promise<string> {
  const email = `bench-reviewer-${n}-${Date.now()}@example.com`;
  const response = await fetch(`${origin}/dev/fixtures/users`, {
    method: "POST",
    headers: { "content-type": "application/json", [clientHeader]: `10.251.0.${n + 1}` },
    body: JSON.stringify({ email, password: `bench passphrase ${n} for reviewing`, role: "reviewer", signIn: true }),
  });
  if (response.status !== 201) throw new Error(`creating reviewer ${email} answered ${response.status}: ${await response.text()}`);
  return cookiesOf(response);
}

/** Sends a client's whole depression form and waits until its report is in the review queue; the review page's path. */
async function draftedReport(origin: string, clientHeader: string, staffCookie: string): Promise<string> {
  const writer = await createWriter(origin, clientHeader, 2000);
  const sent = await fetch(`${origin}/api/assessments/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", cookie: writer.cookie, [clientHeader]: writer.address },
    body: JSON.stringify({
      formType: "depression",
      entitlementId: writer.entitlementId,
      bankVersion: writer.bankVersion,
      submissionId: crypto.randomUUID(),
      answers: { ...fictionalAnswers("depression"), email: writer.email },
    }),
  });
  if (sent.status !== 200) throw new Error(`sending the form answered ${sent.status}: ${await sent.text()}`);
  const giveUp = performance.now() + DRAFT_TIMEOUT_MS;
  while (performance.now() < giveUp) {
    const queue = await fetch(`${origin}/admin/reports`, { headers: { cookie: staffCookie, accept: "text/html" } });
    const path = /href="(\/admin\/reports\/[^"#?/]+)"/.exec(await queue.text())?.[1];
    // Listed as soon as it is owed; drafted once its page offers approval.
    if (path && (await loadPage(origin, path, staffCookie)).html.includes("Approve report")) return path;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no report reached the review queue within ${DRAFT_TIMEOUT_MS / 1000} s`);
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}
