import { useEffect, useMemo } from "react";
import type { CartLine } from "~/domains/cart/cart-line";
import { browserStorage, writeCartLines } from "~/domains/cart/cart-storage";
import { useCartLines } from "~/domains/cart/use-cart-lines";
import { resolveLines } from "./cart-actions";

/**
 * The cart as the shop pages show it: null while loading (server render and
 * hydration), then the lines the catalogue sells, priced from the catalogue.
 */
export function useCart(): CartLine[] | null {
  const stored = useCartLines();
  const lines = useMemo(() => (stored ? resolveLines(stored) : null), [stored]);
  useEffect(() => {
    // Saving the repaired list keeps the badge and every tab in step with what is shown.
    if (!stored || !lines || JSON.stringify(stored) === JSON.stringify(lines)) return;
    try {
      const storage = browserStorage();
      if (storage) writeCartLines(storage, lines);
    } catch (error) {
      console.warn("Could not save the cart", error);
    }
  }, [stored, lines]);
  return lines;
}
