import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./commerce";

/**
 * The home page's client figures, edited in the back office (ADR 44). One row,
 * id "home"; a null figure is not shown. A production database starts without
 * the row: nothing is claimed until the provider enters it.
 */
export const siteFigures = pgTable(
  "site_figures",
  {
    id: text("id").primaryKey(),
    clientsServed: integer("clients_served"),
    /** Tenths, so 4.9 is 49: a whole number keeps the one decimal exact. */
    averageRatingTenths: integer("average_rating_tenths"),
    sessionsSavedPercent: integer("sessions_saved_percent"),
    sessionsSavedText: text("sessions_saved_text"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("site_figures_clients_check", sql`${table.clientsServed} >= 0`),
    check("site_figures_rating_check", sql`${table.averageRatingTenths} between 10 and 50`),
    check("site_figures_percent_check", sql`${table.sessionsSavedPercent} between 0 and 100`),
  ],
);

/**
 * Testimonials shown on `/` and `/testimonials`, in `position` order. "Verified
 * Customer" is shown only while `orderId` names a paid order; the order may go
 * (then the link is cleared) but the story stays.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: text("id").primaryKey(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    age: integer("age"),
    service: text("service"),
    /** Stars, 1 to 5: every story shows them, as the spec's do. */
    rating: integer("rating").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    shown: boolean("shown").notNull().default(true),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("testimonials_rating_check", sql`${table.rating} between 1 and 5`),
    index("testimonials_position_idx").on(table.position),
  ],
);

/**
 * The provider's own settings, edited in the back office: one row, id "site".
 * `staffTimeZone` is the IANA zone staff pages show times in (ADR 64); the
 * code checks it is a zone, the column only that it is short.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: text("id").primaryKey(),
    staffTimeZone: text("staff_time_zone").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_zone_check", sql`length(${table.staffTimeZone}) between 1 and 64`)],
);
