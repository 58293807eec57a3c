import { isRouteErrorResponse, Link } from "react-router";
import { PageNotFound } from "~/components/layout/page-not-found";

/** Titles for an admin route's `meta`, whatever happened. */
export function adminMeta(title: string, error: unknown) {
  const heading = !error ? title : isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  return [{ title: `${heading} | Catharsis` }, { name: "robots", content: "noindex" }];
}

/** An admin route's error boundary: 404 looks like any missing page; anything else says the page failed. */
export function AdminErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
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
