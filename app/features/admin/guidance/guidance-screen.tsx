import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { Pager } from "~/components/ui/pager";
import { libraryGroups, type LibraryGroup } from "~/domains/reports/library/library-entries";
import type { GuidanceEntryView, GuidancePage, GuidanceState, MarkReviewedResult } from "./guidance-page.server";

const stateTabs: { key: GuidanceState; label: string }[] = [
  { key: "waiting", label: "Waiting for review" },
  { key: "reviewed", label: "Reviewed" },
  { key: "all", label: "All" },
];

const hrefOf = (group: LibraryGroup, state: GuidanceState, page = 1) =>
  `/admin/guidance?${new URLSearchParams({ group, state, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

/**
 * The guidance library, for the provider to read once (ADR 0071): every text
 * the template drafter copies into reports unchanged, with its version and
 * review. A reviewed text is collapsed on every report's review page.
 */
export function GuidanceScreen({ view, result }: { view: GuidancePage; result: MarkReviewedResult | undefined }) {
  const refused = result && !result.ok ? result : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Guidance library</h1>
      <p className="mt-2 max-w-3xl text-muted">
        The general text the template drafter copies into reports without change. Read each text once and mark it reviewed: report reviewers then see it folded
        away, and read only what was written for their client. A text that changes becomes a new version and waits here again. Words in braces are filled from
        the client&apos;s answers; a report that fills them shows the text in full.
      </p>
      <p className="mt-4 font-semibold">
        {view.reviewedTotal} of {view.total} texts reviewed.
      </p>
      {refused ? (
        <p role="alert" className="mt-4 rounded-md border-l-4 border-red-800 bg-[#fdecec] px-4 py-3 text-[#7a1f1f]">
          {refused.message}
        </p>
      ) : null}
      <FilterTabs label="Review state" className="mt-6" tabs={stateTabs} current={view.state} counts={view.stateCounts} hrefFor={(state) => hrefOf(view.group, state)} />
      <FilterTabs
        label="Part of the library"
        className="mt-3"
        tabs={libraryGroups.map((group) => ({ key: group, label: group }))}
        current={view.group}
        counts={view.groupCounts}
        hrefFor={(group) => hrefOf(group, view.state)}
      />
      <h2 className="mt-8 font-serif text-2xl">
        {view.group}: {stateTabs.find((tab) => tab.key === view.state)?.label.toLowerCase()}
      </h2>
      {view.entries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line bg-surface p-5">
          {view.state === "waiting" ? "Every text in this part of the library has been reviewed. Nothing is waiting." : "No texts here yet."}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {view.entries.map((entry) => (
            <GuidanceEntry key={`${entry.id}@${entry.version}`} entry={entry} />
          ))}
        </ul>
      )}
      <Pager label="Pages of library texts" page={view.page} pageCount={view.pageCount} hrefFor={(page) => hrefOf(view.group, view.state, page)} />
    </div>
  );
}

function GuidanceEntry({ entry }: { entry: GuidanceEntryView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("entryId") === entry.id;
  const noteId = `note-${entry.id.replace(/[^a-z0-9-]/gi, "-")}`;
  return (
    <li className="rounded-lg border border-line bg-surface p-5" aria-labelledby={`${noteId}-id`}>
      <p id={`${noteId}-id`} className="text-sm text-muted">
        <code className="font-mono text-ink">{entry.id}</code>, version <code className="font-mono text-ink">{entry.version}</code>
      </p>
      <p className="mt-2 max-w-3xl leading-relaxed">{entry.source}</p>
      {entry.reviewed ? (
        <p className="mt-3 text-sm">
          Reviewed <time dateTime={entry.reviewed.onIso}>{entry.reviewed.on}</time> by {entry.reviewed.by}
          {entry.reviewed.note ? <>. Note: {entry.reviewed.note}</> : null}
        </p>
      ) : (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="mark-reviewed" />
          <input type="hidden" name="entryId" value={entry.id} />
          <input type="hidden" name="version" value={entry.version} />
          <label htmlFor={noteId} className="flex min-w-64 flex-1 flex-col text-sm font-semibold">
            Note (optional)
            <input id={noteId} name="note" maxLength={500} className="mt-1 min-h-11 rounded-md border border-muted bg-surface px-3 py-2 font-normal" />
          </label>
          <Button type="submit" disabled={busy} aria-describedby={`${noteId}-id`}>
            {busy ? "Saving…" : "Mark reviewed"}
          </Button>
        </Form>
      )}
    </li>
  );
}
