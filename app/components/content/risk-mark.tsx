import type { ReactNode } from "react";

/** A risk sentence as staff see it (ADR 0059): which tier heard it, and its label ("Read first: possible suicidal thoughts"). */
export type RiskMarkInfo = { level: "urgent" | "review"; label: string };

/**
 * A sentence the safety screen heard, marked on staff pages: tinted and underlined, with its label
 * in words right after it, so it is never told by colour alone and a screen reader reads the label.
 * `highlighted` adds the outline the review page gives the sentences a selected claim cites.
 */
export function RiskMark({ risk, highlighted = false, children }: { risk: RiskMarkInfo; highlighted?: boolean; children: ReactNode }) {
  const tint = risk.level === "urgent" ? "bg-[#fdecec] decoration-[#9b2c2c]" : "bg-banner decoration-[#8a5a00]";
  return (
    <>
      <mark data-risk={risk.level} className={`rounded-sm px-0.5 text-ink underline decoration-2 underline-offset-4 ${tint} ${highlighted ? "outline-2 outline-[#8a5a00]" : ""}`}>
        {children}
      </mark>{" "}
      <span className={`text-sm font-semibold ${risk.level === "urgent" ? "text-[#7a1f1f]" : "text-[#6b4500]"}`}>[{risk.label}]</span>
    </>
  );
}
