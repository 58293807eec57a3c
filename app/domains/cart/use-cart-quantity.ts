import { useSyncExternalStore } from "react";
import { browserStorage, readCartQuantity, subscribeToCart } from "./cart-storage";

/** The cart badge's number: 0 on the server, the stored total in the browser. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => readCartQuantity(browserStorage()),
    () => 0,
  );
}
