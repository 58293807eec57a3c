import { z } from "zod";
import { readSearchParams, searchDay, searchQuery } from "~/shared/search-params";
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

const statuses = Object.keys(orderStatusLabels) as [OrderStatusValue, ...OrderStatusValue[]];

const fieldSchemas = {
  order: z.string().max(100, "An order id is at most 100 characters."),
  email: z.string().max(254, "An e-mail address is at most 254 characters."),
  status: z.enum(statuses, { message: "Choose a status from the list." }),
  from: searchDay,
  to: searchDay,
} satisfies Record<OrderSearchField, z.ZodType>;

export function parseOrderSearch(params: URLSearchParams): ParsedOrderSearch {
  const { values, errors, clean, page } = readSearchParams(params, fieldSchemas, { maxLength: 500, dateRange: { from: "from", to: "to" } });
  if (!clean) return { values, errors, query: null };
  return {
    values,
    errors,
    query: { orderId: clean.order, email: clean.email, status: clean.status, from: clean.from, to: clean.to, page },
  };
}

/** The address of another page of the same search. */
export function orderSearchHref(values: OrderSearchForm["values"], page: number): string {
  return `?${searchQuery(values, page)}`;
}
