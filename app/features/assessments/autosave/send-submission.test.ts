import { describe, expect, it, vi } from "vitest";
import { sendSubmission, submissionIdFor } from "./send-submission";

const answers = { email: "a@example.com", completionDate: "2026-03-01", responses: { q1: "Some text" } };
const request = { formType: "marriage" as const, entitlementId: "ent-1", bankVersion: "marriage-v1", submissionId: "id", answers };

describe("the submission id", () => {
  it("is reused for a retry of the same answers and renewed when they change", () => {
    const first = submissionIdFor(null, answers);
    expect(first.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(submissionIdFor(first, { ...answers, responses: { q1: "Some text" } })).toBe(first);
    expect(submissionIdFor(first, { ...answers, responses: { q1: "Other text" } }).submissionId).not.toBe(first.submissionId);
  });
});

describe("sending a submission", () => {
  it("returns the receipt on success", async () => {
    const fetch = vi.fn(async () => Response.json({ submissionId: "id", crisis: true, enneagram: null }));
    expect(await sendSubmission(request, fetch as unknown as typeof globalThis.fetch)).toEqual({
      ok: true,
      receipt: { submissionId: "id", crisis: true, enneagram: null },
    });
  });

  it("turns a dropped connection into a result, never an exception", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendSubmission(request, fetch as unknown as typeof globalThis.fetch)).toEqual({ ok: false, reason: "network" });
  });

  it("passes on the server's message and field messages", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: "Some answers need attention.", fieldErrors: { q2: "Please answer this question.", bad: 3 } }, { status: 400 }),
    );
    expect(await sendSubmission(request, fetch as unknown as typeof globalThis.fetch)).toEqual({
      ok: false,
      reason: "refused",
      status: 400,
      error: "Some answers need attention.",
      fieldErrors: { q2: "Please answer this question." },
    });
  });

  it("copes with an error page that is not JSON", async () => {
    const fetch = vi.fn(async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await sendSubmission(request, fetch as unknown as typeof globalThis.fetch)).toEqual({
      ok: false,
      reason: "refused",
      status: 502,
      error: null,
      fieldErrors: {},
    });
  });
});
