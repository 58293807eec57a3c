import { MAX_QUANTITY } from "~/shared/order-limits";
import type { CartLine } from "./cart-line";

/** A line as the catalogue describes it, before it has an id and a quantity. */
export type NewCartLine = Omit<CartLine, "id" | "quantity">;

/**
 * Adds one unit. The same product for the same category shares a line; a line
 * already at the maximum is left as it is and `added` is false.
 */
export function addLine(lines: CartLine[], next: NewCartLine, newId: string): { lines: CartLine[]; added: boolean } {
  const same = lines.find((line) => line.product_id === next.product_id && line.category === next.category);
  if (!same) return { lines: [...lines, { ...next, id: newId, quantity: 1 }], added: true };
  if (same.quantity >= MAX_QUANTITY) return { lines, added: false };
  return { lines: lines.map((line) => (line === same ? { ...line, quantity: line.quantity + 1 } : line)), added: true };
}

/**
 * The cap of 10 holds per product as sold, that is per product and category
 * (one questionnaire; docs/product.md puts the maximum on a line's quantity
 * buttons, and a line is one product for one category), however many lines
 * carry it. Lines of the same product and category (two tabs, an old or
 * hand-edited cart) become the first of them, their quantities added and
 * capped at the maximum: the cart shows what checkout would accept.
 */
export function mergeSameProductLines(lines: CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const index = merged.findIndex((kept) => kept.product_id === line.product_id && kept.category === line.category);
    const kept = merged[index];
    if (!kept) merged.push(line);
    else merged[index] = { ...kept, quantity: Math.min(kept.quantity + line.quantity, MAX_QUANTITY) };
  }
  return merged;
}

/** Sets a line's quantity: zero or less removes it, more than the maximum is capped. */
export function setLineQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, id);
  const capped = Math.min(Math.floor(quantity), MAX_QUANTITY);
  return lines.map((line) => (line.id === id ? { ...line, quantity: capped } : line));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function cartTotals(lines: CartLine[]) {
  return {
    subtotalCents: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The order summary counts distinct lines, not units (docs/product.md). */
export function subtotalLabel(lineCount: number): string {
  return `Subtotal (${lineCount} ${lineCount === 1 ? "item" : "items"})`;
}
