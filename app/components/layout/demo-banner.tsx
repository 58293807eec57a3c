import { DEMO_BANNER_TEXT } from "~/config/site";

/** Shown on every page in local mode, so nobody mistakes the sandbox for a real till. */
export function DemoBanner() {
  return (
    <p role="note" className="bg-banner px-4 py-1.5 text-center text-sm font-medium text-ink">
      {DEMO_BANNER_TEXT}
    </p>
  );
}
