/**
 * What each address of the store accepts, for the input boundary
 * (`input-boundary.ts`). Kept beside it so a new endpoint is one line here.
 */

/** Every page, asset and endpoint is served with these; anything else is a 405. */
export const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * Addresses whose POST body is JSON (ADR 19): the `/api/` resource routes,
 * Better Auth's handler and the end-to-end fixtures. Everything else that takes
 * a POST is a page's form action.
 */
const JSON_ENDPOINTS: ReadonlyArray<{ path: string; prefix: boolean }> = [
  { path: "/api/checkout", prefix: false },
  { path: "/api/chat/crisis-alert", prefix: false },
  { path: "/api/webhooks/payments", prefix: false },
  { path: "/api/assessments/", prefix: true },
  { path: "/api/auth/", prefix: true },
  { path: "/dev/fixtures/", prefix: true },
];

export type BodyKind = "json" | "form";

/**
 * The kind of body a POST to this path carries. React Router's own data
 * requests add `.data` to the path (`/contact.data`); they reach the same
 * action, so they take the same body.
 */
export function bodyKindFor(pathname: string): BodyKind {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const isJson = JSON_ENDPOINTS.some((endpoint) => (endpoint.prefix ? path.startsWith(endpoint.path) : path === endpoint.path));
  return isJson ? "json" : "form";
}

/** The media types each kind accepts (the part of Content-Type before any `;`). */
export const ACCEPTED_MEDIA_TYPES: Record<BodyKind, readonly string[]> = {
  json: ["application/json"],
  form: ["application/x-www-form-urlencoded", "multipart/form-data"],
};
