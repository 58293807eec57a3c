import type { ToastMessage } from "~/components/toast/toast";
import { showToast } from "~/components/toast/toaster";
import type { CartLine } from "~/domains/cart/cart-line";
import { addLine, mergeSameProductLines, removeLine, setLineQuantity } from "~/domains/cart/cart-math";
import { browserStorage, newCartId, readCartLines, writeCartLines } from "~/domains/cart/cart-storage";
import { purchasableItem } from "~/domains/catalog/product-details";

/**
 * Keeps only lines the catalogue sells, with today's catalogue name, type and
 * price: a stale or hand-edited line never shows a wrong price. Lines of the
 * same product and category become one, at most 10 (`mergeSameProductLines`).
 */
export function resolveLines(lines: CartLine[]): CartLine[] {
  const resolved: CartLine[] = [];
  for (const line of lines) {
    const item = purchasableItem(line.product_id, line.category);
    if (!item) continue;
    resolved.push({ ...line, service_type: item.product.serviceType, service_name: item.name, price: item.product.priceCents });
  }
  if (resolved.length < lines.length) console.warn(`Ignoring ${lines.length - resolved.length} cart line(s) the store does not sell`);
  return mergeSameProductLines(resolved);
}

function update(change: (lines: CartLine[]) => CartLine[]): boolean {
  try {
    const storage = browserStorage();
    if (!storage) throw new Error("browser storage is switched off");
    writeCartLines(storage, change(resolveLines(readCartLines(storage))));
    return true;
  } catch (error) {
    console.warn("Could not save the cart", error);
    return false;
  }
}

/** The toasts of an add; other surfaces (the spec's form cards) word theirs differently. */
export type AddToCartToasts = { added: (itemName: string) => ToastMessage; failed: ToastMessage };

const shopToasts: AddToCartToasts = {
  added: (itemName) => ({ title: `Added ${itemName} to cart!` }),
  failed: { title: "Failed to add to cart", type: "error" },
};

/** Adds one unit and says so in a toast (spec section 8); false when it could not. */
export function addToCart(productId: string, category: string | null, toasts: AddToCartToasts = shopToasts): boolean {
  const outcome = addOne(productId, category, toasts);
  showToast(outcome.toast);
  return outcome.added;
}

/**
 * Adds one unit and moves on (Buy Now, Purchase & Access): the toast is shown once the client is
 * on the page they went to. A toast belongs to its page, so one raised before leaving would be
 * closed with the page it was raised on, or never shown at all when the next page came first.
 */
export async function addToCartAndGo(
  productId: string,
  category: string | null,
  goTo: () => void | Promise<void>,
  toasts: AddToCartToasts = shopToasts,
): Promise<boolean> {
  const outcome = addOne(productId, category, toasts);
  if (outcome.added) await goTo();
  showToast(outcome.toast);
  return outcome.added;
}

function addOne(productId: string, category: string | null, toasts: AddToCartToasts): { added: boolean; toast: ToastMessage } {
  const item = purchasableItem(productId, category);
  let added = false;
  const saved =
    item !== null &&
    update((lines) => {
      const next = addLine(
        lines,
        { product_id: item.product.id, service_type: item.product.serviceType, service_name: item.name, category: item.category, price: item.product.priceCents },
        newCartId(),
      );
      added = next.added;
      return next.lines;
    });
  if (saved && added) return { added: true, toast: toasts.added(item.name) };
  return { added: false, toast: saved ? { ...toasts.failed, description: "You can have at most 10 of one item in your cart." } : toasts.failed };
}

export const changeQuantity = (id: string, quantity: number) => update((lines) => setLineQuantity(lines, id, quantity));
export const removeFromCart = (id: string) => update((lines) => removeLine(lines, id));
export const clearCart = () => update(() => []);

// Remembers the last order whose success page emptied the cart, so coming back
// to that page later (history, bookmark) does not empty a cart filled since.
const CLEARED_FOR_ORDER_KEY = "cart_cleared_for_order";

/** Empties the cart once per paid order. */
export function clearCartAfterOrder(orderId: string): void {
  const storage = browserStorage();
  try {
    if (storage?.getItem(CLEARED_FOR_ORDER_KEY) === orderId) return;
    if (clearCart()) storage?.setItem(CLEARED_FOR_ORDER_KEY, orderId);
  } catch (error) {
    console.warn("Could not save the cart", error);
  }
}
