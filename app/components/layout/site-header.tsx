import { Menu, ShoppingCart, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { HeaderUser } from "./header-user";
import { MOBILE_MENU_ID, MobileDrawer } from "./mobile-drawer";
import { NavigationList } from "./navigation-list";
import { SignOutButton } from "./sign-out-button";

const iconButton = "inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft";
/**
 * A control that says what it does in words, icon beside: "My account", "Sign out".
 * No display class here: each use says where it shows (a second one would fight it).
 */
const wordButton =
  "min-h-11 items-center gap-1.5 rounded-full px-1.5 text-sm leading-tight font-medium whitespace-normal text-ink hover:bg-accent-soft sm:px-3 sm:whitespace-nowrap";

/** The navigation bar on every page: links, cart with its badge, account, "Start Today". */
export function SiteHeader({ cartQuantity, user }: { cartQuantity: number; user: HeaderUser }) {
  const cartLabel =
    cartQuantity > 0 ? `Cart, ${cartQuantity} ${cartQuantity === 1 ? "item" : "items"}` : "Cart";

  return (
    <header className="border-b border-line bg-surface">
      {/* Below 360 px the logo and gaps shrink a little so "My account" fits in words on a 320 px screen. */}
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-3 min-[360px]:gap-2 sm:px-6">
        <Link to="/" className="mr-auto font-serif text-xl text-accent-strong no-underline min-[360px]:text-2xl">
          Catharsis
        </Link>
        <div className="hidden lg:block">
          <NavigationList label="Main" listClassName="flex items-center gap-1" linkClassName="text-[0.95rem] lg:max-xl:px-2" />
        </div>
        <Link to="/cart" aria-label={cartLabel} className={`relative ${iconButton}`}>
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
        {user ? (
          <>
            <span title={user.email} className="hidden max-w-44 truncate text-sm text-muted md:inline lg:hidden">
              {user.email}
            </span>
            {/* From 1024 px the full navigation fills the row: the account controls move to the line below. */}
            <Link to="/account" className={`inline-flex lg:hidden ${wordButton}`}>
              <UserRound aria-hidden="true" className="hidden size-5 shrink-0 min-[360px]:block" />
              <span>My account</span>
            </Link>
            <SignOutButton className={`hidden sm:inline-flex lg:hidden ${wordButton}`} />
          </>
        ) : (
          <Link to="/auth" aria-label="Account: sign in or create an account" className={iconButton}>
            <UserRound aria-hidden="true" className="size-6" />
          </Link>
        )}
        <Link
          to="/pricing"
          className="hidden rounded-full bg-accent-strong px-5 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-accent sm:inline-block"
        >
          Start Today
        </Link>
        <button type="button" popoverTarget={MOBILE_MENU_ID} aria-label="Open menu" className={`${iconButton} lg:hidden`}>
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>
      {user ? (
        <div
          data-testid="signed-in-email-line"
          className="mx-auto -mt-1 hidden max-w-6xl flex-wrap items-center justify-end gap-x-2 px-4 pb-2 sm:px-6 lg:flex"
        >
          <p className="min-w-0 truncate text-sm text-muted" title={user.email}>
            Signed in as <span data-testid="signed-in-email">{user.email}</span>
          </p>
          <Link to="/account" className={`inline-flex ${wordButton}`}>
            <UserRound aria-hidden="true" className="size-5 shrink-0" />
            <span>My account</span>
          </Link>
          <SignOutButton className={`inline-flex ${wordButton}`} />
        </div>
      ) : null}
      <MobileDrawer user={user} />
    </header>
  );
}
