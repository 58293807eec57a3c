import { useSyncExternalStore } from "react";
import { readCartQuantity, subscribeToCart } from "./cart-storage";

/** The cart badge's number: 0 on the server, the stored total in the browser. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => readCartQuantity(window.localStorage),
    () => 0,
  );
}
