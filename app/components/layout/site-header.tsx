import { Menu, ShoppingCart, UserRound, X } from "lucide-react";
import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { mainNavigation } from "./site-links";

const MOBILE_MENU_ID = "mobile-menu";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-medium hover:bg-accent-soft ${
    isActive ? "text-accent-strong underline decoration-2" : "text-ink"
  }`;

/**
 * The navigation bar. The small-screen drawer is a native popover: it opens,
 * closes on Escape or a click outside, and works before JavaScript loads.
 */
export function SiteHeader({ cartQuantity }: { cartQuantity: number }) {
  const drawer = useRef<HTMLDivElement>(null);
  const closeDrawer = () => drawer.current?.hidePopover?.();
  const cartLabel =
    cartQuantity > 0 ? `Cart, ${cartQuantity} ${cartQuantity === 1 ? "item" : "items"}` : "Cart";

  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
        <Link to="/" className="mr-auto font-serif text-2xl text-accent-strong no-underline">
          Catharsis
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <Link
          to="/cart"
          aria-label={cartLabel}
          className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft"
        >
          <ShoppingCart aria-hidden="true" className="size-6" />
          {cartQuantity > 0 ? (
            <span
              data-testid="cart-badge"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-6 rounded-full bg-accent-strong px-1.5 text-center text-sm font-semibold text-white"
            >
              {cartQuantity}
            </span>
          ) : null}
        </Link>
        <Link
          to="/auth"
          aria-label="Account: sign in or create an account"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft"
        >
          <UserRound aria-hidden="true" className="size-6" />
        </Link>
        <Link
          to="/pricing"
          className="hidden rounded-full bg-accent-strong px-5 py-2.5 font-semibold text-white hover:bg-accent sm:inline-block"
        >
          Start Today
        </Link>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-label="Open menu"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        ref={drawer}
        popover="auto"
        aria-label="Menu"
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-80 max-w-[85vw] border-l border-line bg-surface p-5 text-ink shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-serif text-xl text-accent-strong">Menu</span>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            aria-label="Close menu"
            autoFocus
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={closeDrawer}
                  className={(state) => `block text-lg ${navLinkClass(state)}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to="/pricing"
          onClick={closeDrawer}
          className="mt-6 block rounded-full bg-accent-strong px-5 py-3 text-center font-semibold text-white hover:bg-accent"
        >
          Start Today
        </Link>
      </div>
    </header>
  );
}
