import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

/**
 * Loader data that may still be on its way. A promise (an in-app navigation
 * streams it) shows `fallback` until it settles. A value that is already
 * there renders at once: passed through <Await>, even a settled value
 * suspends once during server rendering, and that late-streamed copy can be
 * left in the page beside the hydrated one.
 */
export function Deferred<T>({
  value,
  fallback,
  children,
}: {
  value: T | Promise<T>;
  fallback: ReactNode;
  children: (resolved: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{children}</Await>
    </Suspense>
  );
}
