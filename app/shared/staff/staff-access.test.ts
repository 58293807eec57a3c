import { describe, expect, it } from "vitest";
import { mayReach, staffAreas, staffLanding, type StaffArea, type UserRole } from "./staff-access";

describe("which role reaches which part of the back office", () => {
  it("gives an admin everything and a reviewer only submissions and reports", () => {
    const table = Object.fromEntries(
      (["client", "reviewer", "admin"] as const).map((role) => [role, (Object.keys(staffAreas) as StaffArea[]).filter((area) => mayReach(role, area))]),
    );
    expect(table).toEqual({
      client: [],
      reviewer: ["submissions", "reports"],
      admin: ["dashboard", "submissions", "reports", "orders", "clients", "messages", "newsletter", "content", "audit"],
    });
  });

  it("lets nobody in without a known role", () => {
    for (const role of [null, undefined, "owner", "Admin", ""] as unknown as UserRole[]) {
      expect(mayReach(role, "submissions")).toBe(false);
    }
  });

  it("starts a reviewer at the report queue, where the dashboard's money is not shown", () => {
    expect(staffLanding).toEqual({ admin: "/admin", reviewer: "/admin/reports" });
    expect(mayReach("reviewer", "reports")).toBe(true);
  });
});
