import type { ReactNode } from "react";

/** One titled part of /account, reachable from the page's contents list. */
export function AccountSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24 border-t border-line pt-8">
      <h2 id={`${id}-heading`} className="font-serif text-2xl text-ink sm:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A short label for a state, in words (colour is never the only signal). */
export function StatusBadge({ tone, children }: { tone: "neutral" | "progress" | "done" | "warning"; children: string }) {
  const styles = {
    neutral: "border-line bg-paper text-ink",
    progress: "border-accent bg-accent-soft text-ink",
    done: "border-accent-strong bg-accent-strong text-white",
    warning: "border-[#8a5a00] bg-banner text-ink",
  }[tone];
  return <span className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${styles}`}>{children}</span>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed border-line bg-surface p-5 text-muted">{children}</div>;
}
