import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { listSubmissions } from "./list-submissions.server";

// Its own data folder: the development answer key is generated there.
setUpTestDatabase({ dataDir: "list-submissions" });

async function submit(email: string, submittedAt: string, safetyCategories: string[] = [], reviewRiskCategories: string[] = []) {
  const client = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId: client.userId, formType: "marriage" });
  return storeSubmission({
    entitlementId,
    userId: client.userId,
    email,
    formType: "marriage",
    answers: writtenAnswers("marriage"),
    safetyCategories,
    reviewRiskCategories,
    submittedAt: new Date(submittedAt),
  });
}

describe(`listSubmissions (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("is empty before anything is sent", async () => {
    expect(await listSubmissions()).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("puts submissions needing attention on top, then the newest, with form, e-mail, date, status and concerns", async () => {
    const oldCalm = await submit("old.calm@example.com", "2026-01-01T09:00:00Z");
    const newCalm = await submit("new.calm@example.com", "2026-03-01T09:00:00Z");
    const oldUrgent = await submit("old.urgent@example.com", "2025-12-01T09:00:00Z", ["self-harm"]);
    const newUrgent = await submit("new.urgent@example.com", "2026-02-01T09:00:00Z", ["suicidal-thoughts", "abuse"]);

    const { items, total } = await listSubmissions();
    expect(total).toBe(4);
    expect(items.map((item) => item.id)).toEqual([newUrgent, oldUrgent, newCalm, oldCalm]);
    expect(items[0]).toMatchObject({
      formName: "Marriage Assessment",
      email: "new.urgent@example.com",
      submittedAt: new Date("2026-02-01T09:00:00Z"),
      status: "received",
      statusLabel: "Received",
      urgent: true,
      concerns: ["possible suicidal thoughts", "possible abuse"],
    });
    expect(items[2]).toMatchObject({ urgent: false, concerns: [] });
  });

  it("pages through, and a page past the end shows the last one", async () => {
    const firstPage = await listSubmissions(1, 3);
    const secondPage = await listSubmissions(2, 3);
    expect(firstPage).toMatchObject({ page: 1, pageCount: 2, total: 4 });
    expect(firstPage.items).toHaveLength(3);
    expect(secondPage.items).toHaveLength(1);
    expect(new Set([...firstPage.items, ...secondPage.items].map((item) => item.id)).size).toBe(4);
    expect((await listSubmissions(99, 3)).page).toBe(2);
    expect((await listSubmissions(-5, 3)).page).toBe(1);
  });

  it("lists a 'read first' submission after those needing attention and before the newest, with its concerns in words", async () => {
    const readFirst = await submit("read.first@example.com", "2025-11-01T09:00:00Z", [], ["suicidal-thoughts"]);
    const { items } = await listSubmissions();
    expect(items.map((item) => item.email).slice(0, 3)).toEqual(["new.urgent@example.com", "old.urgent@example.com", "read.first@example.com"]);
    expect(items.find((item) => item.id === readFirst)).toMatchObject({ urgent: false, readFirst: true, readFirstConcerns: ["possible suicidal thoughts"] });
    expect(items.filter((item) => item.readFirst)).toHaveLength(1);
  });
});
