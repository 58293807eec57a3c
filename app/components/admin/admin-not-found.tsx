import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";

/**
 * The site's own 404 page, for admin addresses a visitor may not see: the
 * same words as an address that does not exist, so nothing hints that the
 * page is there.
 */
export function AdminNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-serif text-6xl text-accent-strong">404</p>
      <h1 className="mt-4 font-serif text-3xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted">The page you were looking for is not here. It may have moved.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-accent"
      >
        Return to Home
      </Link>
    </section>
  );
}

/** Titles for an admin route's `meta`, whatever happened. */
export function adminMeta(title: string, error: unknown) {
  const heading = !error ? title : isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  return [{ title: `${heading} | Catharsis` }, { name: "robots", content: "noindex" }];
}

/** An admin route's error boundary: 404 looks like any missing page; anything else says the page failed. */
export function AdminErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl">This page could not be shown</h1>
      <p className="mt-4 text-muted">
        The error has been logged (without any answers). Please try again in a moment.
      </p>
      <Link to="/admin/submissions" className="mt-8 inline-block font-semibold text-accent-strong underline">
        Back to all submissions
      </Link>
    </section>
  );
}
