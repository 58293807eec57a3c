import { Link } from "react-router";

/** What a paged list's caption says after its order: ", page 2 of 3", or nothing when it fits on one page. */
export const pageSuffix = (page: number, pageCount: number) => (pageCount > 1 ? `, page ${page} of ${pageCount}` : "");

/**
 * "Previous page · Page N of M · Next page" under a paged list. Nothing is drawn for a
 * single page. `hrefFor` builds each page's link, so a list keeps its own search terms.
 */
export function Pager({
  label,
  page,
  pageCount,
  hrefFor,
}: {
  /** Names the navigation landmark, e.g. "Pages of orders". */
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="font-semibold text-accent-strong underline">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="font-semibold text-accent-strong underline">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
