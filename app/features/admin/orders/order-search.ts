import { z } from "zod";
import { orderStatusLabels, type OrderStatusValue } from "./order-labels";

/*
 * The orders list's search, read from the address (a GET form), so a search
 * can be bookmarked, shared between admins and paged. What was typed is
 * always given back as typed; a field that cannot be used gets a message
 * beside it and the list is not searched until it is fixed.
 */

export type OrderSearchField = "order" | "email" | "status" | "from" | "to";

export type OrderSearchForm = {
  /** Exactly what the admin typed, to fill the form again. */
  values: Record<OrderSearchField, string>;
  errors: Partial<Record<OrderSearchField, string>>;
};

export type ParsedOrderSearch = OrderSearchForm & {
  /** The search to run; null when a field is invalid. */
  query: { orderId?: string; email?: string; status?: OrderStatusValue; from?: string; to?: string; page: number } | null;
};

const DATE_MESSAGE = "Enter a date as YYYY-MM-DD, for example 2026-07-15.";

/** A calendar day that exists: "2026-02-30" is refused rather than rolled over into March. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, DATE_MESSAGE);

const statuses = Object.keys(orderStatusLabels) as [OrderStatusValue, ...OrderStatusValue[]];

const fieldSchemas = {
  order: z.string().max(100, "An order id is at most 100 characters."),
  email: z.string().max(254, "An e-mail address is at most 254 characters."),
  status: z.enum(statuses, { message: "Choose a status from the list." }),
  from: day,
  to: day,
} satisfies Record<OrderSearchField, z.ZodType>;

const pageSchema = z.coerce.number().int().min(1).max(100_000);

export function parseOrderSearch(params: URLSearchParams): ParsedOrderSearch {
  const raw = (name: OrderSearchField) => (params.get(name) ?? "").slice(0, 500);
  const values: Record<OrderSearchField, string> = { order: raw("order"), email: raw("email"), status: raw("status"), from: raw("from"), to: raw("to") };
  const errors: Partial<Record<OrderSearchField, string>> = {};
  const clean: Partial<Record<OrderSearchField, string>> = {};
  for (const field of Object.keys(fieldSchemas) as OrderSearchField[]) {
    const value = values[field].trim();
    if (value === "") continue;
    const result = fieldSchemas[field].safeParse(value);
    if (result.success) clean[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? "This value cannot be used.";
  }
  if (clean.from && clean.to && clean.to < clean.from) errors.to = "The end date must be on or after the start date.";
  const page = pageSchema.safeParse(params.get("page") ?? "1");
  if (Object.keys(errors).length > 0) return { values, errors, query: null };
  return {
    values,
    errors,
    query: {
      orderId: clean.order,
      email: clean.email,
      status: clean.status as OrderStatusValue | undefined,
      from: clean.from,
      to: clean.to,
      page: page.success ? page.data : 1,
    },
  };
}

/** The address of another page of the same search. */
export function orderSearchHref(values: OrderSearchForm["values"], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== "") params.set(name, value.trim());
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "?";
}
