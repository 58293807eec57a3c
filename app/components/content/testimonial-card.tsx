import { StarRating } from "./star-rating";

export type TestimonialCardProps = {
  name: string;
  initials: string;
  rating: number;
  content: string;
  age?: number | null;
  /**
   * The line under the name, worded by the loader (what they used; "Verified
   * Customer" only for a paid order, ADR 44): less script on the home page.
   */
  details: string;
};

/** A client's words with who they are, what they used, and their rating. */
export function TestimonialCard({ name, initials, rating, content, age, details }: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <StarRating rating={rating} />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
        <p>&ldquo;{content}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-strong">
          {initials}
        </span>
        <span>
          <span className="block font-semibold">
            {name}
            {age ? <span className="font-normal text-muted">, age {age}</span> : null}
          </span>
          <span className="block text-muted">{details}</span>
        </span>
      </figcaption>
    </figure>
  );
}
