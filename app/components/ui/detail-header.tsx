import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The top of a back-office detail page: a link back to the list it belongs
 * to, then the page's one heading. `wrap` lets a heading made of an address
 * or an id break anywhere ("break-all") or a subject between words
 * ("break-words"), so a long one never pushes the page sideways.
 */
export function DetailHeader({ listHref, listLabel, title, wrap }: { listHref: string; listLabel: ReactNode; title: ReactNode; wrap?: "break-all" | "break-words" }) {
  return (
    <>
      <p>
        <Link to={listHref} className="font-semibold text-accent-strong underline">
          {listLabel}
        </Link>
      </p>
      <h1 className={`mt-4 font-serif text-3xl sm:text-4xl${wrap ? ` ${wrap}` : ""}`}>{title}</h1>
    </>
  );
}
