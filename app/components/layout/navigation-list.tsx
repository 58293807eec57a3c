import { NavLink } from "react-router";
import { mainNavigation } from "./site-links";

const linkClass = (isActive: boolean) =>
  `block rounded-md px-3 py-2 font-medium hover:bg-accent-soft ${
    isActive ? "text-accent-strong underline decoration-2" : "text-ink"
  }`;

/** The seven main links, shared by the desktop bar and the small-screen drawer. */
export function NavigationList({
  label,
  listClassName,
  linkClassName = "",
  onNavigate,
}: {
  label: string;
  listClassName: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {mainNavigation.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/"}
              onClick={onNavigate}
              className={({ isActive }) => `${linkClass(isActive)} ${linkClassName}`}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
