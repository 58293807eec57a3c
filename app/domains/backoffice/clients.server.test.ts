import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { givePaidCopy, makeUser } from "../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { entitlements, formAccess } from "~/db/schema";
import { getAccountOverview } from "~/domains/accounts/profile/account-overview.server";
import { grantComplimentaryAccess, loadClient, searchClients } from "./clients.server";

setUpTestDatabase({ dataDir: "backoffice-clients" });

const unique = () => crypto.randomUUID().slice(0, 8);

describe(`clients in the back office (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("finds clients by any part of the address, in any case, and never staff; % and _ are letters", async () => {
    const tag = unique();
    const ann = await makeUser(`ann.${tag}@example.com`);
    await makeUser(`bob.${tag}@example.com`);
    await makeUser(`staff.${tag}@example.com`, "admin");
    await makeUser(`per%cent_${tag}@example.com`);
    const found = await searchClients(`ANN.${tag}`, 1);
    expect(found.rows.map((row) => row.email)).toEqual([ann.email]);
    expect((await searchClients(tag, 1)).rows.map((row) => row.email).sort()).toEqual([`ann.${tag}@example.com`, `bob.${tag}@example.com`, `per%cent_${tag}@example.com`]);
    expect((await searchClients(`%${tag}`, 1)).rows.map((row) => row.email)).toEqual([]);
    expect((await searchClients(`t_${tag}`, 1)).rows.map((row) => row.email)).toEqual([`per%cent_${tag}@example.com`]);
  });

  it("shows a client's account with its paid orders and access, and nothing for a staff account or an unknown id", async () => {
    const client = await makeUser(`client.${unique()}@example.com`);
    await givePaidCopy({ email: client.email, userId: client.userId, formType: "marriage" });
    const detail = await loadClient(client.userId);
    expect(detail?.account).toMatchObject({ email: client.email, verified: true, activeSessions: 0 });
    expect(detail?.orders).toHaveLength(1);
    expect(detail?.entitlements).toEqual([expect.objectContaining({ formType: "marriage", status: "active", grantReason: null })]);
    expect((await searchClients(client.email, 1)).rows[0]).toMatchObject({ paidOrders: 1, openForms: 1 });
    const staff = await makeUser(`admin.${unique()}@example.com`, "admin");
    expect(await loadClient(staff.userId)).toBeNull();
    expect(await loadClient("user-unknown")).toBeNull();
  });

  it("grants access by hand with no order, keeping who gave it and why, and the client's form and account see it", async () => {
    const client = await makeUser(`gift.${unique()}@example.com`);
    const ids = await grantComplimentaryAccess({
      userId: client.userId,
      grants: [
        { formType: "depression", reportsOwed: ["catharsis", "root-cause"] },
        { formType: "enneagram", reportsOwed: ["enneagram"] },
      ],
      reason: "Paid by bank transfer, invoice 1042",
      staff: { userId: "staff-provider", email: "provider@example.com", role: "admin" },
    });
    expect(ids).toHaveLength(2);
    const granted = await getDb().select().from(entitlements).where(eq(entitlements.userId, client.userId));
    expect(granted.every((row) => row.orderId === null && row.grantReason === "Paid by bank transfer, invoice 1042" && row.grantedBy === "provider@example.com")).toBe(true);
    const access = await getDb().select().from(formAccess).where(eq(formAccess.userId, client.userId));
    expect(access.map((row) => [row.formType, row.paymentStatus]).sort()).toEqual([["depression", "paid"], ["enneagram", "paid"]]);
    const overview = await getAccountOverview(client.userId);
    expect(overview.assessments.map((item) => item.formType).sort()).toEqual(["depression", "enneagram"]);
    expect(overview.reports.map((report) => report.kind).sort()).toEqual(["catharsis", "enneagram", "root-cause"]);
    // Only to a client's account.
    const staff = await makeUser(`grant-admin.${unique()}@example.com`, "admin");
    expect(await grantComplimentaryAccess({ userId: staff.userId, grants: [{ formType: "marriage", reportsOwed: ["catharsis"] }], reason: "test", staff })).toBeNull();
  });
});
