import { z } from "zod";
import type { orderLines } from "~/db/schema";
import { isCategoryId, productLabel, type CategoryId } from "~/shared/categories";
import { EMAIL_MAX_LENGTH } from "~/shared/email-address";
import { MAX_QUANTITY } from "~/shared/order-limits";

type Grant = (typeof orderLines.$inferInsert)["grants"][number];

/**
 * The catalogue as checkout sees it. The route hands it in: a domain does not
 * import another, and checkout must price from the catalogue and nothing else.
 */
export type Catalogue = {
  getProduct(id: string): { id: string; name: string; priceCents: number; serviceType: string; needsCategory: boolean } | undefined;
  grantsFor(productId: string, category: CategoryId | null): Grant[];
};


/**
 * What the browser may send. Anything else it sends (a price, a name, a
 * total) is dropped here and never read.
 */
export const checkoutRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH, "That email address is too long.").optional(),
  items: z
    .array(
      z.object({
        productId: z.string({ error: "Each item needs a product id." }).min(1).max(100),
        category: z.string({ error: "Each item needs a category, or null." }).max(50).nullable(),
        quantity: z
          .number({ error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.` })
          .int(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`)
          .min(1, `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`)
          .max(MAX_QUANTITY, `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`),
      }),
      { error: "Your cart is empty." },
    )
    .min(1, "Your cart is empty.")
    .max(50, "Too many items in one order."),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export type PricedLine = {
  productId: string;
  productName: string;
  /** What the payment page and receipt call it, e.g. "Catharsis Survey & Report (Marriage)". */
  displayName: string;
  serviceType: string;
  category: string | null;
  unitPriceCents: number;
  quantity: number;
  grants: Grant[];
};

export type PricedCart = { ok: true; lines: PricedLine[]; amountCents: number } | { ok: false; error: string };

/** Reads the request body: the first problem becomes the 400's message. */
export function parseCheckoutRequest(body: unknown): { ok: true; request: CheckoutRequest } | { ok: false; error: string } {
  const parsed = checkoutRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "The checkout request is not valid." };
}

/**
 * Prices every line from the catalogue by product id and category. The cap
 * holds per product as sold (product and category, one questionnaire), across
 * lines: the same product and category twice are one line, and more than
 * MAX_QUANTITY of it in all is refused with a message that names it.
 */
export function priceCart(items: CheckoutRequest["items"], catalogue: Catalogue): PricedCart {
  const merged = new Map<string, { productId: string; category: string | null; quantity: number }>();
  for (const item of items) {
    const key = `${item.productId}\u0000${item.category ?? ""}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += item.quantity;
    else merged.set(key, { ...item });
  }

  const lines: PricedLine[] = [];
  for (const item of merged.values()) {
    const product = catalogue.getProduct(item.productId);
    if (!product) return { ok: false, error: `Unknown product: "${item.productId.slice(0, 100)}".` };
    const category = item.category;
    if (category !== null && !isCategoryId(category)) {
      return { ok: false, error: `Unknown category: "${category.slice(0, 50)}".` };
    }
    if (product.needsCategory && category === null) return { ok: false, error: `${product.name} needs a category.` };
    if (!product.needsCategory && category !== null) return { ok: false, error: `${product.name} has no category.` };
    const displayName = productLabel(product.name, category);
    if (item.quantity > MAX_QUANTITY) {
      return {
        ok: false,
        error: `At most ${MAX_QUANTITY} of ${displayName} fit in one order; this order asks for ${item.quantity}.`,
      };
    }
    lines.push({
      productId: product.id,
      productName: product.name,
      displayName,
      serviceType: product.serviceType,
      category,
      unitPriceCents: product.priceCents,
      quantity: item.quantity,
      grants: catalogue.grantsFor(product.id, category),
    });
  }
  const amountCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return { ok: true, lines, amountCents };
}
