import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";

/**
 * "Back" returns to the previous page when there is one in this visit;
 * otherwise (opened from a bookmark, or without JavaScript) it goes home.
 */
export function BackLink() {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <Link
      to="/"
      onClick={goBack}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Back
    </Link>
  );
}
