import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "./current-user.server";
import { requireAdminOrNotFound, requireStaffOrNotFound, requireUser, signInPathFor } from "./roles.server";

let signedIn: CurrentUser | null = null;
vi.mock("./current-user.server", () => ({ getCurrentUser: async () => signedIn }));

const request = () => new Request("http://localhost/admin/submissions");

async function statusFor(user: CurrentUser | null): Promise<number | "allowed"> {
  signedIn = user;
  try {
    await requireAdminOrNotFound(request());
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("requireAdminOrNotFound", () => {
  beforeEach(() => {
    signedIn = null;
  });

  it("answers 404 to a signed-out visitor and to a signed-in client, as for a page that does not exist", async () => {
    expect(await statusFor(null)).toBe(404);
    expect(await statusFor({ id: "u1", email: "client@example.com", role: "client" })).toBe(404);
  });

  it("lets an admin through", async () => {
    const admin: CurrentUser = { id: "a1", email: "admin@example.com", role: "admin" };
    signedIn = admin;
    await expect(requireAdminOrNotFound(request())).resolves.toEqual(admin);
  });
});

describe("requireStaffOrNotFound", () => {
  const reviewer: CurrentUser = { id: "r1", email: "reviewer@example.com", role: "reviewer" };
  const admin: CurrentUser = { id: "a1", email: "admin@example.com", role: "admin" };

  async function answer(user: CurrentUser | null, area: Parameters<typeof requireStaffOrNotFound>[1]) {
    signedIn = user;
    return requireStaffOrNotFound(request(), area).catch((thrown: unknown) => (thrown instanceof Response ? thrown.status : thrown));
  }

  it("lets a reviewer into submissions and reports, and answers 404 elsewhere, as to a client", async () => {
    expect(await answer(reviewer, "submissions")).toEqual(reviewer);
    expect(await answer(reviewer, "reports")).toEqual(reviewer);
    for (const area of ["dashboard", "orders", "clients", "messages", "newsletter", "audit"] as const) {
      expect(await answer(reviewer, area)).toBe(404);
      expect(await answer({ ...admin, role: "client" }, area)).toBe(404);
      expect(await answer(null, area)).toBe(404);
      expect(await answer(admin, area)).toEqual(admin);
    }
  });

  it("keeps requireAdminOrNotFound for admins only: a reviewer gets its 404", async () => {
    expect(await statusFor(reviewer)).toBe(404);
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
