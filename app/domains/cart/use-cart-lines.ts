import { useSyncExternalStore } from "react";
import type { CartLine } from "./cart-line";
import { browserStorage, readCartLines, subscribeToCart } from "./cart-storage";

/** The stored cart lines in the browser; null on the server and while hydrating (the loading state). */
export function useCartLines(): CartLine[] | null {
  return useSyncExternalStore(
    subscribeToCart,
    () => readCartLines(browserStorage()),
    () => null,
  );
}
