/** "Needs attention" in words and colour, with what the safety screen found. */
export function NeedsAttentionBadge({ concerns }: { concerns: string[] }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-block rounded-full border border-[#9b2c2c] bg-[#fdecec] px-3 py-0.5 text-sm font-semibold text-[#7a1f1f]">
        Needs attention
      </span>
      {concerns.length > 0 ? <span className="text-sm text-[#7a1f1f]">{concerns.join(", ")}</span> : null}
    </span>
  );
}
