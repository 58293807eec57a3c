import { StarRating } from "./star-rating";

export type TestimonialCardProps = {
  name: string;
  initials: string;
  service: string;
  rating: number;
  content: string;
  age?: number;
};

/** A client's words with who they are, what they used, and their rating. */
export function TestimonialCard({ name, initials, service, rating, content, age }: TestimonialCardProps) {
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
          <span className="block text-muted">{service}</span>
        </span>
      </figcaption>
    </figure>
  );
}
