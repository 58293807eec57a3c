import { createContext } from "react-router";

/** Per-request facts the HTTP server hands to React Router's loaders and renderer. */
export type RequestInfo = {
  requestId: string;
  /** Allows exactly this response's inline scripts under the CSP. */
  nonce: string;
};

export const requestInfoContext = createContext<RequestInfo>({ requestId: "none", nonce: "" });
