import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt, desc, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { orders, siteFigures, testimonials } from "~/db/schema";
import { dayIn, formatLongDate } from "~/shared/dates";
import { demoFigures, demoOrder, demoTestimonials } from "./demo-site-content";
import { publicContentChanged } from "./public-content-version.server";
import { initialsOf, noFigures, type StoredFigures, type TestimonialInput } from "./site-content";

const FIGURES_ID = "home";

export async function loadFigures(): Promise<StoredFigures> {
  const [row] = await getDb().select().from(siteFigures).where(eq(siteFigures.id, FIGURES_ID));
  if (!row) return noFigures;
  const { clientsServed, averageRatingTenths, sessionsSavedPercent, sessionsSavedText } = row;
  return { clientsServed, averageRatingTenths, sessionsSavedPercent, sessionsSavedText };
}

export async function saveFigures(figures: StoredFigures): Promise<void> {
  const values = { ...figures, updatedAt: new Date() };
  await getDb().insert(siteFigures).values({ id: FIGURES_ID, ...values }).onConflictDoUpdate({ target: siteFigures.id, set: values });
  publicContentChanged();
}

export type StoredTestimonial = TestimonialInput & { id: string; position: number; verified: boolean; paidAt: Date | null };

/** Every testimonial in page order; "verified" only while its order exists and is paid (a refund takes it away). */
export async function listTestimonials(): Promise<StoredTestimonial[]> {
  const rows = await getDb()
    .select({ testimonial: testimonials, orderStatus: orders.status, paidAt: orders.paidAt })
    .from(testimonials)
    .leftJoin(orders, eq(orders.id, testimonials.orderId))
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt));
  return rows.map(({ testimonial, orderStatus, paidAt }) => {
    const { quote, name, age, service, rating, orderId, shown, id, position } = testimonial;
    const verified = orderStatus === "paid";
    return { id, position, quote, name, age, service, rating, orderId, shown, verified, paidAt: verified ? paidAt : null };
  });
}

export type PublicTestimonial = {
  id: string;
  name: string;
  initials: string;
  age: number | null;
  service: string | null;
  rating: number;
  content: string;
  /** Set only for a story linked to a paid order: the payment's day, for machines and for reading. */
  verified: { date: string; label: string } | null;
  /** The card's line under the name: what they used, then the badge with its day. */
  details: string;
};

/**
 * The shown testimonials for the public pages, as plain data for their loaders. A badge's day is
 * the payment's day in the provider's zone (ADR 0072): public pages are cached alike for everyone.
 */
export async function loadShownTestimonials(zone: string): Promise<PublicTestimonial[]> {
  const all = await listTestimonials();
  return all
    .filter((testimonial) => testimonial.shown)
    .map(({ id, name, age, service, rating, quote, verified, paidAt }) => {
      const badge = verified && paidAt ? { date: dayIn(paidAt, zone), label: formatLongDate(paidAt, zone) } : null;
      const details = [service, badge ? `Verified Customer, ${badge.label}` : null].filter(Boolean).join(" · ");
      return { id, name, initials: initialsOf(name), age, service, rating, content: quote, verified: badge, details };
    });
}

export async function findTestimonial(id: string): Promise<StoredTestimonial | null> {
  return (await listTestimonials()).find((testimonial) => testimonial.id === id) ?? null;
}

export type SaveTestimonialOutcome = { outcome: "saved"; id: string } | { outcome: "order-not-paid" } | { outcome: "not-found" };

/** Adds (no id) or updates a testimonial; an order id must name a paid order, or nothing is saved. */
export async function saveTestimonial(id: string | null, input: TestimonialInput): Promise<SaveTestimonialOutcome> {
  const db = getDb();
  if (input.orderId) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
    if (order?.status !== "paid") return { outcome: "order-not-paid" };
  }
  if (id) {
    const updated = await db.update(testimonials).set({ ...input, updatedAt: new Date() }).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
    if (updated.length === 0) return { outcome: "not-found" };
    publicContentChanged();
    return { outcome: "saved", id };
  }
  const newId = randomUUID();
  await db.insert(testimonials).values({ id: newId, ...input, position: sql`(select coalesce(max(${testimonials.position}), 0) + 1 from ${testimonials})` });
  publicContentChanged();
  return { outcome: "saved", id: newId };
}

export async function removeTestimonial(id: string): Promise<boolean> {
  const removed = await getDb().delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (removed.length > 0) publicContentChanged();
  return removed.length > 0;
}

/** Swaps a testimonial with its neighbor above or below; false at either end or for an unknown id. */
export async function moveTestimonial(id: string, direction: "up" | "down"): Promise<boolean> {
  const moved = await getDb().transaction(async (tx) => {
    const [current] = await tx.select({ position: testimonials.position }).from(testimonials).where(eq(testimonials.id, id));
    if (!current) return false;
    const [neighbor] = await tx
      .select({ id: testimonials.id, position: testimonials.position })
      .from(testimonials)
      .where(and(direction === "up" ? lt(testimonials.position, current.position) : gt(testimonials.position, current.position)))
      .orderBy(direction === "up" ? desc(testimonials.position) : asc(testimonials.position))
      .limit(1);
    if (!neighbor) return false;
    await tx.update(testimonials).set({ position: neighbor.position }).where(eq(testimonials.id, id));
    await tx.update(testimonials).set({ position: current.position }).where(eq(testimonials.id, neighbor.id));
    return true;
  });
  if (moved) publicContentChanged();
  return moved;
}

/**
 * Local mode's demo content, once: only when the figures row has never been
 * written, so a figure or story the admin removed does not come back on the
 * next start. Never called in production (server/boot.ts seeds local mode only).
 */
export async function seedDemoSiteContent(db: Database = getDb()): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(siteFigures).values({ id: FIGURES_ID, ...demoFigures }).onConflictDoNothing().returning({ id: siteFigures.id });
    if (inserted.length === 0) return;
    await tx
      .insert(orders)
      .values({ ...demoOrder, status: "paid", provider: "sandbox", createdAt: demoOrder.paidAt })
      .onConflictDoNothing();
    await tx.insert(testimonials).values(demoTestimonials.map((testimonial, index) => ({ id: randomUUID(), ...testimonial, position: index + 1 })));
  });
  publicContentChanged();
}
