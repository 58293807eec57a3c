import { MAX_QUANTITY } from "~/shared/order-limits";

/**
 * One line of the browser cart, in the spec's field names (section 3), plus
 * the catalogue id the server prices it by. `price` is integer cents and is
 * for display only: checkout sends ids and quantities, never prices.
 */
export type CartLine = {
  id: string;
  product_id: string;
  service_type: string;
  service_name: string;
  category: string | null;
  price: number;
  quantity: number;
};

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max;

const isCount = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

// A plain check instead of a zod schema keeps zod out of every page's JavaScript.
export function toCartLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const line = value as Record<string, unknown>;
  const { id, product_id, service_type, service_name, category, price, quantity } = line;
  if (!isText(id, 100) || !isText(product_id, 100) || !isText(service_type, 100) || !isText(service_name, 200)) return null;
  if (category !== null && !isText(category, 50)) return null;
  if (!isCount(price, 0, 10_000_000) || !isCount(quantity, 1, MAX_QUANTITY)) return null;
  return { id, product_id, service_type, service_name, category, price, quantity };
}
