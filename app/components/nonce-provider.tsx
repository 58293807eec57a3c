import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Carries the CSP nonce from the server renderer to `<Scripts>`; empty in the browser. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
