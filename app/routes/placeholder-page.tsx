import { Link, useLocation } from "react-router";
import type { Route } from "./+types/placeholder-page";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, matches);

/** The frame and title of a page whose content is still being written. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const sitePage = findSitePage(pathname);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl text-ink">{sitePage?.heading}</h1>
      <p className="mt-4 text-lg text-muted">{sitePage?.description}</p>
      <p className="mt-6">
        This page is being prepared. In the meantime, you can{" "}
        <Link to="/contact" className="text-accent-strong underline">
          contact us
        </Link>{" "}
        with any question.
      </p>
    </section>
  );
}
