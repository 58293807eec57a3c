import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../../tests/support/staff-sign-in";
import { signInCookie } from "../../../../tests/integration/auth-testbed";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { orders, testimonials } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { publicContentVersion } from "~/domains/content/public-content-version.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import { ORDER_NOT_PAID } from "~/features/admin/site/site-actions.server";
import { action as siteAction, loader as siteLoader } from "./site";
import { action as testimonialAction } from "./site-testimonial";
import { loader as homeLoader } from "../../pages/home";
import { loader as testimonialsLoader } from "../../pages/testimonials";

/**
 * The site's claims and testimonials: only an admin edits them, the public
 * pages read them at once, an empty figure is left off, and "Verified
 * Customer" needs a paid order. The database starts empty, as in production.
 */
setUpTestDatabase({ dataDir: "admin-site", queue: { work: false } });

const PASSWORD = "a long passphrase for site content";

async function cookieOf(email: string, role: "client" | "admin") {
  await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  return signInCookie(email, PASSWORD);
}
let adminCookie: Promise<string> | undefined;
const admin = () => (adminCookie ??= cookieOf("site.admin@example.com", "admin"));

type Answer = { status: number; body: unknown; location?: string | null };

async function post(fields: Record<string, string>, cookie: string | undefined, testimonialId?: string): Promise<Answer> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  const path = testimonialId ? `/admin/site/testimonials/${testimonialId}` : "/admin/site";
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  try {
    const args = { request, params: { testimonialId }, context: {} } as never;
    const answer = (await (testimonialId ? testimonialAction(args) : siteAction(args))) as unknown;
    if (answer instanceof Response) return { status: answer.status, body: null };
    const result = answer as { data: unknown; init: { status?: number } | null };
    return { status: result.init?.status ?? 200, body: result.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: thrown.headers.get("Location") };
    throw thrown;
  }
}
/** A 404, or where a redirect sends the visitor. */
const outcomeOf = ({ status, location }: Answer) => location ?? status;

const home = async () => (await homeLoader()) as Awaited<ReturnType<typeof homeLoader>>;
const stories = async () => (await testimonialsLoader()) as Awaited<ReturnType<typeof testimonialsLoader>>;
const figures = { intent: "figures", clientsServed: "500", averageRating: "4.9", sessionsSavedPercent: "87", sessionsSavedText: "of clients say their report saved them 1-2 therapy sessions" };
const story = (name: string, orderId = "") => ({ intent: "add", quote: `A place to begin, said ${name}.`, name, age: "", service: "", rating: "5", orderId, shown: "on" });

async function paidOrder(status: "paid" | "pending" = "paid") {
  const id = `ord_${randomUUID().slice(0, 12)}`;
  await getDb().insert(orders).values({ id, email: `${id}@example.com`, status, amountCents: 1499, provider: "sandbox", paidAt: status === "paid" ? new Date("2026-10-02T12:00:00Z") : null });
  return id;
}

describe(`site claims and testimonials (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("start empty, as in production: the home page claims nothing and reads well without them", async () => {
    const page = await home();
    expect(page.claims).toEqual([]);
    expect(page.stories).toEqual([]);
    expect(page.figuresNote).not.toContain("client figures");
    expect((await stories()).featured).toBeNull();
  });

  it("answer 404 to a client, ask a signed-out visitor to sign in, and change nothing", async () => {
    const client = await cookieOf("site.client@example.com", "client");
    for (const [cookie, answer] of [[undefined, signInTo("/admin/site")], [client, 404]] as const) {
      const request = new Request("http://localhost:3000/admin/site", { headers: cookie ? { Cookie: cookie } : {} });
      expect(await answerOf(() => siteLoader({ request, params: {}, context: {} } as never))).toBe(answer);
      expect(outcomeOf(await post(figures, cookie))).toBe(answer);
      expect(outcomeOf(await post(story("Intruder"), cookie))).toBe(answer);
    }
    expect((await home()).claims).toEqual([]);
  });

  it("keep the time zone of staff pages: New York until set, a zone refused beside its box, a saved one used for staff times", async () => {
    const load = async () => ((await siteLoader({ request: new Request("http://localhost:3000/admin/site", { headers: { Cookie: await admin() } }), params: {}, context: {} } as never)) as unknown as { data: { staffTimeZone: string } }).data;
    expect((await load()).staffTimeZone).toBe("America/New_York");
    const refused = await post({ intent: "time-zone", zone: "Mars/Olympus_Mons" }, await admin());
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ form: "time-zone", values: { zone: "Mars/Olympus_Mons" }, errors: { zone: expect.stringContaining("America/Chicago") } });
    expect((await load()).staffTimeZone).toBe("America/New_York");

    expect((await post({ intent: "time-zone", zone: " America/Chicago " }, await admin())).status).toBe(302);
    expect((await load()).staffTimeZone).toBe("America/Chicago");
    expect((await loadStaffClock()).short(new Date("2026-11-24T16:10:00Z"))).toBe("Nov 24, 2026, 10:10 AM CST");
    expect(outcomeOf(await post({ intent: "time-zone", zone: "Europe/London" }, undefined))).toBe(signInTo("/admin/site"));
    expect((await load()).staffTimeZone).toBe("America/Chicago");
    expect((await post({ intent: "time-zone", zone: "UTC" }, await admin())).status).toBe(302);
  });

  it("show an admin's figures on the home page at once, and leave an emptied one out", async () => {
    const before = publicContentVersion("/");
    expect((await post(figures, await admin())).status).toBe(302);
    expect(publicContentVersion("/")).toBeGreaterThan(before);
    expect((await home()).claims.map((claim) => claim.value)).toEqual(["500+", "4.9/5", "87%"]);

    expect((await post({ ...figures, clientsServed: "640", averageRating: "" }, await admin())).status).toBe(302);
    const page = await home();
    expect(page.claims.map((claim) => claim.value)).toEqual(["640+", "87%"]);
    expect(page.claims.map((claim) => claim.label).join(" ")).not.toContain("rating");
    expect(page.figuresNote).toContain("client figures");
  });

  it("refuse a bad figure with what was typed and the reason beside it, keeping the saved ones", async () => {
    const answer = await post({ ...figures, averageRating: "5.5", clientsServed: "-2" }, await admin());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ form: "figures", values: { averageRating: "5.5", clientsServed: "-2" } });
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual(["averageRating", "clientsServed"]);
    expect((await home()).claims.map((claim) => claim.value)).toEqual(["640+", "87%"]);
  });

  it("mark only a story linked to a paid order as Verified Customer, and take the mark away on a refund", async () => {
    const missing = await post(story("Nobody", "ord_does_not_exist"), await admin());
    expect(missing).toMatchObject({ status: 400, body: { errors: { orderId: ORDER_NOT_PAID }, values: { name: "Nobody", orderId: "ord_does_not_exist" } } });
    const unpaid = await post(story("Pending", await paidOrder("pending")), await admin());
    expect(unpaid.status).toBe(400);

    const orderId = await paidOrder();
    expect((await post(story("Ruth P.", orderId), await admin())).status).toBe(302);
    expect((await post(story("Illustrative I."), await admin())).status).toBe(302);
    const { featured, stories: more } = await stories();
    expect(featured).toMatchObject({ name: "Ruth P.", verified: { date: "2026-10-02", label: "October 2, 2026" } });
    expect(featured?.details).toBe("Verified Customer, October 2, 2026");
    expect(more.map((item) => [item.name, item.verified, item.details])).toEqual([["Illustrative I.", null, ""]]);

    await getDb().update(orders).set({ status: "refunded" }).where(eq(orders.id, orderId));
    expect((await stories()).featured?.verified).toBeNull();
  });

  it("edit, hide, reorder and remove testimonials, and the public pages follow", async () => {
    const rows = await getDb().select().from(testimonials).orderBy(testimonials.position);
    const [ruth, illustrative] = rows;
    expect((await post({ ...story("Illustrative I."), intent: "down", testimonialId: illustrative!.id }, await admin())).status).toBe(302);
    expect((await post({ intent: "up", testimonialId: illustrative!.id }, await admin())).status).toBe(302);
    expect((await home()).stories.map((item) => item.name)).toEqual(["Illustrative I.", "Ruth P."]);

    const edited = await post({ ...story("Ruth P."), intent: "save", shown: "", age: "71" }, await admin(), ruth!.id);
    expect(edited.status).toBe(302);
    expect((await home()).stories.map((item) => item.name)).toEqual(["Illustrative I."]);
    const refused = await post({ ...story("Ruth P."), intent: "save", quote: "" }, await admin(), ruth!.id);
    expect(refused.status).toBe(400);
    expect((await post({ ...story("X"), intent: "save" }, await admin(), "no-such-story")).status).toBe(404);

    expect((await post({ intent: "remove", testimonialId: illustrative!.id }, await admin())).status).toBe(302);
    expect((await home()).stories).toEqual([]);
  });

  it("date a Verified Customer's badge by the day of payment in the staff zone, and render the public pages afresh when it changes", async () => {
    const before = publicContentVersion("/testimonials");
    expect((await post({ intent: "time-zone", zone: "America/New_York" }, await admin())).status).toBe(302);
    expect(publicContentVersion("/testimonials")).toBeGreaterThan(before);
    const orderId = await paidOrder();
    // Half past ten at night in New York, already the next day in UTC.
    await getDb().update(orders).set({ paidAt: new Date("2026-10-03T02:30:00Z") }).where(eq(orders.id, orderId));
    expect((await post(story("Late L.", orderId), await admin())).status).toBe(302);
    const late = [(await stories()).featured, ...(await stories()).stories].find((item) => item?.name === "Late L.");
    expect(late).toMatchObject({ verified: { date: "2026-10-02", label: "October 2, 2026" }, details: "Verified Customer, October 2, 2026" });
  });
});
