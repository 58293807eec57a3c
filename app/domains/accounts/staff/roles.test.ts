import { describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "../current-user.server";
import { requireStaffMemberOrNotFound, requireStaffOrNotFound, requireUser, signInPathFor } from "./roles.server";

let signedIn: CurrentUser | null = null;
vi.mock("../current-user.server", () => ({ getCurrentUser: async () => signedIn }));

const request = () => new Request("http://localhost/admin/submissions");
/** A 404, or where a redirect goes. */
const outcomeOf = (response: Response) => response.headers.get("Location") ?? response.status;
const signInHere = `/auth?redirect=${encodeURIComponent("/admin/submissions")}`;

describe("requireStaffOrNotFound", () => {
  const reviewer: CurrentUser = { id: "r1", email: "reviewer@example.com", role: "reviewer", twoFactorEnabled: true };
  const admin: CurrentUser = { id: "a1", email: "admin@example.com", role: "admin", twoFactorEnabled: true };

  async function answer(user: CurrentUser | null, area: Parameters<typeof requireStaffOrNotFound>[1]) {
    signedIn = user;
    return requireStaffOrNotFound(request(), area).catch((thrown: unknown) => (thrown instanceof Response ? outcomeOf(thrown) : thrown));
  }

  it("lets a reviewer into submissions and reports, and answers 404 elsewhere, as to a client", async () => {
    expect(await answer(reviewer, "submissions")).toEqual(reviewer);
    expect(await answer(reviewer, "reports")).toEqual(reviewer);
    for (const area of ["dashboard", "orders", "clients", "messages", "newsletter", "audit"] as const) {
      expect(await answer(reviewer, area)).toBe(404);
      expect(await answer({ ...admin, role: "client" }, area)).toBe(404);
      expect(await answer(null, area)).toBe(signInHere);
      expect(await answer(admin, area)).toEqual(admin);
    }
  });

  it("answers 404 on the site content to a reviewer and a client, and asks a signed-out visitor to sign in", async () => {
    expect(await answer(reviewer, "content")).toBe(404);
    expect(await answer({ ...admin, role: "client" }, "content")).toBe(404);
    expect(await answer(null, "content")).toBe(signInHere);
    expect(await answer(admin, "content")).toEqual(admin);
  });

  it("sends staff without a second factor to set one up, and back to the page afterwards", async () => {
    for (const staff of [admin, reviewer]) {
      signedIn = { ...staff, twoFactorEnabled: false };
      const thrown = await requireStaffOrNotFound(new Request("http://localhost/admin/reports?due=soon"), "reports").catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe(`/admin/two-factor?redirect=${encodeURIComponent("/admin/reports?due=soon")}`);
    }
    // A client without one is not sent anywhere but the 404: set-up is for staff.
    signedIn = { ...admin, role: "client", twoFactorEnabled: false };
    expect(await answer(signedIn, "reports")).toBe(404);
  });

  it("opens the set-up page to any member of staff, set up or not, and to nobody else", async () => {
    for (const staff of [admin, reviewer, { ...reviewer, twoFactorEnabled: false }]) {
      signedIn = staff;
      await expect(requireStaffMemberOrNotFound(request())).resolves.toEqual(staff);
    }
    signedIn = { ...admin, role: "client" as const };
    expect(await requireStaffMemberOrNotFound(request()).catch((thrown: Response) => thrown.status)).toBe(404);
    signedIn = null;
    expect(await requireStaffMemberOrNotFound(request()).catch(outcomeOf)).toBe(signInHere);
  });

  it("sends a signed-out visitor of any back-office page, an in-app one too, to sign in and back to that exact page", async () => {
    signedIn = null;
    const cases = {
      "http://localhost/admin/submissions/sub_1?tab=answers": "/admin/submissions/sub_1?tab=answers",
      "http://localhost/admin/reports/rep_1.data?_routes=x": "/admin/reports/rep_1",
      "http://localhost/admin.data": "/admin",
    };
    for (const [url, back] of Object.entries(cases)) {
      const thrown = (await requireStaffOrNotFound(new Request(url), "reports").catch((error: unknown) => error)) as Response;
      expect(thrown.status, url).toBe(302);
      expect(thrown.headers.get("Location"), url).toBe(`/auth?redirect=${encodeURIComponent(back)}`);
    }
  });
});

describe("signing in and coming back", () => {
  it("returns to the page itself, never to React Router's data address", () => {
    expect(signInPathFor(new Request("http://localhost/depression-form.data?_routes=routes%2Fassessment-form"))).toBe(
      "/auth?redirect=%2Fdepression-form",
    );
    expect(signInPathFor(new Request("http://localhost/_.data"))).toBe("/auth?redirect=%2F");
    expect(signInPathFor(new Request("http://localhost/account.data?tab=orders&_routes=x"))).toBe(
      `/auth?redirect=${encodeURIComponent("/account?tab=orders")}`,
    );
    expect(signInPathFor(new Request("http://localhost/account?tab=orders"))).toBe(
      `/auth?redirect=${encodeURIComponent("/account?tab=orders")}`,
    );
  });

  it("sends a signed-out visitor of an in-app link to sign in and back to the page", async () => {
    signedIn = null;
    const thrown = await requireUser(new Request("http://localhost/account.data")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/auth?redirect=%2Faccount");
  });
});
