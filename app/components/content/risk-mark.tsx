import type { ReactNode } from "react";
import { Link } from "react-router";

/** A risk sentence as staff see it (ADR 0059): which tier heard it, and its label ("Read first: possible suicidal thoughts"). */
export type RiskMarkInfo = { level: "urgent" | "review"; label: string };

/** The address of the safety follow-up's note field on a submission's page: it opens with focus there (issue 29). */
export const followUpHref = (submissionId: string) => `/admin/submissions/${encodeURIComponent(submissionId)}#${FOLLOW_UP_FIELD_ID}`;
export const FOLLOW_UP_FIELD_ID = "safety-note";

/**
 * A sentence the safety screen heard, marked on staff pages: tinted and underlined, with its label
 * in words right after it, so it is never told by colour alone and a screen reader reads the label.
 * The submission page and the review page's answers both mark with this, so a sentence looks the same
 * on each. `highlighted` adds the outline the review page gives the sentences a selected claim cites.
 * `followUp`: while nobody has recorded a safety follow-up, a link beside the sentence to the one form
 * that records it (on the submission page), landing with focus in its note.
 */
export function RiskMark({
  risk,
  highlighted = false,
  followUp,
  children,
}: {
  risk: RiskMarkInfo;
  highlighted?: boolean;
  followUp?: string;
  children: ReactNode;
}) {
  const tint = risk.level === "urgent" ? "bg-[#fdecec] decoration-[#9b2c2c]" : "bg-banner decoration-[#8a5a00]";
  return (
    <>
      <mark data-risk={risk.level} className={`rounded-sm px-0.5 text-ink underline decoration-2 underline-offset-4 ${tint} ${highlighted ? "outline-2 outline-[#8a5a00]" : ""}`}>
        {children}
      </mark>{" "}
      <span className={`text-sm font-semibold ${risk.level === "urgent" ? "text-[#7a1f1f]" : "text-[#6b4500]"}`}>[{risk.label}]</span>
      {followUp ? (
        <>
          {" "}
          <Link to={followUp} data-follow-up-link className="text-sm font-semibold whitespace-nowrap text-accent-strong underline print:hidden">
            Record the safety follow-up
          </Link>
        </>
      ) : null}
    </>
  );
}
