import { parseFiguresForm, parseTestimonialForm } from "~/domains/content/site-content";
import { publicContentChanged } from "~/domains/content/public-content-version.server";
import { saveFigures, saveTestimonial } from "~/domains/content/site-content.server";
import { saveStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { timeZoneSchema } from "~/shared/staff/staff-time-zone";
import type { SiteFormResult } from "./site-screen";

export const ORDER_NOT_PAID = "No paid order has this id. Copy it from the order's page, or leave it empty for an illustrative story.";

export type Submitted<Result> = { outcome: "saved" } | { outcome: "refused"; result: Result } | { outcome: "not-found" };

/** Validates and saves the figures; a refusal carries back what was typed. */
export async function submitFigures(form: FormData): Promise<Submitted<SiteFormResult>> {
  const parsed = parseFiguresForm(form);
  if (!parsed.ok) return { outcome: "refused", result: { form: "figures", values: parsed.values, errors: parsed.errors } };
  await saveFigures(parsed.figures);
  return { outcome: "saved" };
}

/** Adds (no id) or updates a testimonial; an order id that is not a paid order is refused beside its box. */
export async function submitTestimonial(id: string | null, form: FormData): Promise<Submitted<Extract<SiteFormResult, { form: "testimonial" }>>> {
  const parsed = parseTestimonialForm(form);
  if (!parsed.ok) return { outcome: "refused", result: { form: "testimonial", values: parsed.values, errors: parsed.errors } };
  const saved = await saveTestimonial(id, parsed.testimonial);
  if (saved.outcome === "not-found") return saved;
  if (saved.outcome === "order-not-paid") {
    return { outcome: "refused", result: { form: "testimonial", values: parsed.values, errors: { orderId: ORDER_NOT_PAID } } };
  }
  return { outcome: "saved" };
}

/** Saves the zone staff pages show times in, when it is a zone this server knows. */
export async function submitStaffTimeZone(form: FormData): Promise<Submitted<SiteFormResult>> {
  const typed = String(form.get("zone") ?? "").slice(0, 200);
  const parsed = timeZoneSchema.safeParse(typed);
  if (!parsed.success) return { outcome: "refused", result: { form: "time-zone", values: { zone: typed }, errors: { zone: parsed.error.issues[0]?.message } } };
  await saveStaffTimeZone(parsed.data);
  // The testimonials' badges write their days in this zone: the cached public pages render afresh.
  publicContentChanged();
  return { outcome: "saved" };
}
