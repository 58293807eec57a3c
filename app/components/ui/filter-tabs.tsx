import { Link } from "react-router";

/**
 * A row of links that narrow a list (e.g. messages by status), each with its count; the one on
 * show is marked as the current page. Links, not buttons: each view has its own address.
 */
export function FilterTabs<Key extends string>({
  label,
  tabs,
  current,
  counts,
  hrefFor,
  className,
}: {
  label: string;
  tabs: readonly { key: Key; label: string }[];
  current: Key;
  counts: Record<Key, number>;
  hrefFor: (key: Key) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={hrefFor(tab.key)}
              aria-current={tab.key === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong ${
                tab.key === current ? "border-accent-strong bg-accent-strong text-white" : "border-line bg-surface text-ink hover:bg-accent-soft"
              }`}
            >
              {tab.label} ({counts[tab.key]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
