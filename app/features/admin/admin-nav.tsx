import { Link, useLocation } from "react-router";
import type { AdminNavCounts } from "~/domains/backoffice/dashboard.server";

type NavItem = { to: string; label: string; count?: (counts: AdminNavCounts) => string | null; attention?: boolean };

/* Only pages that exist are listed. */
const items: NavItem[] = [
  { to: "/admin", label: "Dashboard" },
  {
    to: "/admin/submissions",
    label: "Submissions",
    count: (counts) => (counts.urgentOpen > 0 ? `${counts.urgentOpen} urgent` : null),
    attention: true,
  },
  {
    to: "/admin/reports",
    label: "Reports",
    count: (counts) => (counts.reportsWaiting > 0 ? `${counts.reportsWaiting} waiting` : null),
  },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/clients", label: "Clients" },
  {
    to: "/admin/messages",
    label: "Messages",
    count: (counts) => (counts.newMessages > 0 ? `${counts.newMessages} new` : null),
  },
  { to: "/admin/newsletter", label: "Newsletter" },
];

/**
 * "page" on the page itself, "true" on a page inside its section (a
 * submission under Submissions), so the section still reads as current.
 */
function currentOf(pathname: string, to: string): "page" | "true" | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === to) return "page";
  if (to !== "/admin" && path.startsWith(`${to}/`)) return "true";
  return undefined;
}

/**
 * The one navigation of the back office, on every admin page. Counts are in
 * words inside each link ("2 urgent"), so they are read with its name and do
 * not rest on colour; the list wraps on a narrow screen or at 200% zoom.
 */
export function AdminNav({ counts }: { counts: AdminNavCounts }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Back office" className="border-b border-line bg-surface print:hidden">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-2 gap-y-2 px-4 py-3 sm:px-6">
        {items.map((item) => {
          const current = currentOf(pathname, item.to);
          const count = item.count?.(counts) ?? null;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current}
                className={`inline-flex min-h-11 flex-wrap items-center gap-2 rounded-md px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong ${
                  current ? "bg-accent-soft text-accent-strong underline decoration-2 underline-offset-4" : "text-ink hover:bg-accent-soft"
                }`}
              >
                {item.label}
                {count ? (
                  <span
                    className={`rounded-full border px-2 py-0.5 text-sm ${
                      item.attention ? "border-[#9b2c2c] bg-[#fdecec] text-[#7a1f1f]" : "border-line bg-paper text-ink"
                    }`}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
