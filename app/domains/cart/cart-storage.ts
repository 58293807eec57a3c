/** The browser-storage key the spec names for cart lines; the commerce work builds the cart on it. */
export const CART_ITEMS_KEY = "demo_cart_items";
/** Fired on this tab when the cart changes; other tabs hear the `storage` event. */
export const CART_CHANGED_EVENT = "catharsis:cart-changed";

// A plain check instead of a zod schema keeps zod out of every page's JavaScript.
function lineQuantity(line: unknown): number {
  if (typeof line !== "object" || line === null) return 0;
  const { quantity } = line as { quantity?: unknown };
  return Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= 10
    ? (quantity as number)
    : 0;
}

/**
 * Total quantity across cart lines. Anything in storage that does not look
 * like a cart line is ignored (and reported) rather than breaking the page.
 */
export function readCartQuantity(storage: Pick<Storage, "getItem">): number {
  const raw = storage.getItem(CART_ITEMS_KEY);
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error("cart is not a list");
    return parsed.reduce<number>((total, line) => total + lineQuantity(line), 0);
  } catch (error) {
    console.error("Ignoring unreadable cart in browser storage", error);
    return 0;
  }
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_ITEMS_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}
