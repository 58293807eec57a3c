/** Stars for a rating, read by screen readers as one phrase ("Rated 5 out of 5"). */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  // Text stars rather than icons: they cost no script on the home page.
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${outOf}`} className="text-2xl leading-none tracking-wider">
      <span aria-hidden="true" className="text-amber-700">
        {"★".repeat(rating)}
      </span>
      <span aria-hidden="true" className="text-line">
        {"★".repeat(Math.max(0, outOf - rating))}
      </span>
    </p>
  );
}
