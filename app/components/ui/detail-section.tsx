import type { ReactNode } from "react";

/**
 * One titled part of a back-office detail page (an order's lines, a client's
 * reports), a region named by its heading; `empty`, when given, says in words
 * that there is nothing to list, in place of the list.
 */
export function DetailSection({ id, title, empty, children }: { id: string; title: string; empty?: string | null; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      {empty ? <p className="mt-3 text-muted">{empty}</p> : children}
    </section>
  );
}
