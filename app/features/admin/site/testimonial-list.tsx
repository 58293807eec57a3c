import { Form, Link } from "react-router";

export type TestimonialRow = { id: string; name: string; quote: string; shown: boolean; verified: boolean; orderId: string | null };

const small = "inline-flex min-h-11 items-center rounded-md border border-line bg-surface px-3 py-2 font-semibold text-ink hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong";

/** Short enough to tell the stories apart in the list. */
const excerpt = (quote: string) => (quote.length > 140 ? `${quote.slice(0, 140).trimEnd()}…` : quote);

function status(row: TestimonialRow): string {
  const where = row.shown ? "Shown" : "Hidden";
  if (row.verified) return `${where}, Verified Customer`;
  // An order that is no longer paid (refunded) takes the badge away: say why.
  return row.orderId ? `${where}, order not paid: no badge` : `${where}, illustrative: no badge`;
}

/** The testimonials in page order, each with its own move, edit and remove controls. */
export function TestimonialList({ rows, busy }: { rows: TestimonialRow[]; busy: boolean }) {
  if (rows.length === 0) {
    return <p className="mt-4 rounded-lg border border-dashed border-line bg-surface p-5 text-muted">No testimonials yet. The home page leaves out its stories section until one is shown.</p>;
  }
  return (
    <ol className="mt-4 flex flex-col gap-4">
      {rows.map((row, index) => (
        <li key={row.id} className="rounded-lg border border-line bg-surface p-5">
          <h3 className="font-semibold break-words">
            {index + 1}. {row.name}
          </h3>
          <p className="text-sm text-muted">{status(row)}</p>
          <p className="mt-2 break-words">&ldquo;{excerpt(row.quote)}&rdquo;</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={`/admin/site/testimonials/${encodeURIComponent(row.id)}`} className={small}>
              Edit<span className="sr-only"> {row.name}</span>
            </Link>
            <Form method="post" className="contents">
              <input type="hidden" name="testimonialId" value={row.id} />
              <button type="submit" name="intent" value="up" disabled={busy || index === 0} className={small}>
                Move up<span className="sr-only"> {row.name}</span>
              </button>
              <button type="submit" name="intent" value="down" disabled={busy || index === rows.length - 1} className={small}>
                Move down<span className="sr-only"> {row.name}</span>
              </button>
              <button type="submit" name="intent" value="remove" disabled={busy} className={small}>
                Remove<span className="sr-only"> {row.name}</span>
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ol>
  );
}
