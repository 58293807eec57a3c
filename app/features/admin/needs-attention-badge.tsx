/**
 * The safety flag in words and colour, with what the safety screen found:
 * "Needs attention" until a staff member records a follow-up, "Followed up"
 * after (the flag and its categories stay in the record).
 */
export function NeedsAttentionBadge({ concerns, followedUp = false }: { concerns: string[]; followedUp?: boolean }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {followedUp ? (
        <span className="inline-block rounded-full border border-[#2f5d3a] bg-[#eaf4ec] px-3 py-0.5 text-sm font-semibold text-[#1f4a2a]">
          Followed up
        </span>
      ) : (
        <span className="inline-block rounded-full border border-[#9b2c2c] bg-[#fdecec] px-3 py-0.5 text-sm font-semibold text-[#7a1f1f]">
          Needs attention
        </span>
      )}
      {concerns.length > 0 ? <span className={`text-sm ${followedUp ? "text-muted" : "text-[#7a1f1f]"}`}>{concerns.join(", ")}</span> : null}
    </span>
  );
}

/**
 * A submission the review tier heard (ADR 0059): not an emergency, but a person reads its marked
 * sentences before the rest of the queue. In words, so it never rests on colour alone.
 */
export function ReadFirstBadge({ concerns, followedUp = false }: { concerns: string[]; followedUp?: boolean }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-block rounded-full border border-[#8a5a00] bg-banner px-3 py-0.5 text-sm font-semibold text-ink">
        {followedUp ? "Read first: followed up" : "Read first"}
      </span>
      {concerns.length > 0 ? <span className="text-sm text-muted">{concerns.join(", ")}</span> : null}
    </span>
  );
}
