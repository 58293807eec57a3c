import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/**
 * The site's 404 page (spec: "Oops! Page not found", the missing path logged
 * to the console). Admin pages show exactly this to anyone not allowed in, so
 * nothing hints that they exist.
 */
export function PageNotFound() {
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
