import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { AdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { mayReach, type StaffArea, type UserRole } from "~/shared/staff/staff-access";

/** `area`: whose link it is (`staffAreas`); a link without one is shown to admins only. */
type NavItem = { to: string; label: string; area?: StaffArea; count?: (counts: AdminNavCounts) => string | null; attention?: boolean };

/* Only pages that exist are listed. */
const items: NavItem[] = [
  { to: "/admin", label: "Dashboard", area: "dashboard" },
  {
    to: "/admin/submissions",
    area: "submissions",
    label: "Submissions",
    count: (counts) => (counts.urgentOpen > 0 ? `${counts.urgentOpen} urgent` : null),
    attention: true,
  },
  {
    to: "/admin/reports",
    label: "Reports",
    area: "reports",
    count: (counts) => (counts.reportsWaiting > 0 ? `${counts.reportsWaiting} waiting` : null),
  },
  { to: "/admin/orders", label: "Orders", area: "orders" },
  { to: "/admin/clients", label: "Clients", area: "clients" },
  {
    to: "/admin/messages",
    label: "Messages",
    area: "messages",
    count: (counts) => (counts.newMessages > 0 ? `${counts.newMessages} new` : null),
  },
  { to: "/admin/newsletter", label: "Newsletter", area: "newsletter" },
  { to: "/admin/site", label: "Site content" },
  { to: "/admin/guidance", label: "Guidance library" },
  { to: "/admin/audit", label: "Audit log", area: "audit" },
];

/** The signed-in user's role, from the root loader (which every admin page sits under). */
function useSignedInRole(): UserRole | null {
  const root = useRouteLoaderData("root") as { user?: { role?: UserRole } | null } | undefined;
  return root?.user?.role ?? null;
}

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
export function AdminNav({ counts, role }: { counts: AdminNavCounts; role?: UserRole }) {
  const { pathname } = useLocation();
  const signedIn = useSignedInRole();
  // Only links this role can open; the server checks every page and action regardless.
  const shown = items.filter((item) => mayReach(role ?? signedIn, item.area ?? "dashboard"));
  return (
    <nav aria-label="Back office" className="border-b border-line bg-surface print:hidden">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-2 gap-y-2 px-4 py-3 sm:px-6">
        {shown.map((item) => {
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
