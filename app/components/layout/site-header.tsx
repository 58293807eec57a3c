import { Menu, ShoppingCart, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { HeaderUser } from "./header-user";
import { MOBILE_MENU_ID, MobileDrawer } from "./mobile-drawer";
import { NavigationList } from "./navigation-list";
import { SignOutButton } from "./sign-out-button";

/** Who is signed in, as far as the header needs to know. */

const iconButton = "inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft";

/** The navigation bar on every page: links, cart with its badge, account, "Start Today". */
export function SiteHeader({ cartQuantity, user }: { cartQuantity: number; user: HeaderUser }) {
  const cartLabel =
    cartQuantity > 0 ? `Cart, ${cartQuantity} ${cartQuantity === 1 ? "item" : "items"}` : "Cart";

  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
        <Link to="/" className="mr-auto font-serif text-2xl text-accent-strong no-underline">
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
            <span
              data-testid="signed-in-email"
              title={user.email}
              className="hidden max-w-44 truncate text-sm text-muted md:inline lg:hidden xl:inline"
            >
              {user.email}
            </span>
            <Link to="/account" aria-label="Your account" className={iconButton}>
              <UserRound aria-hidden="true" className="size-6" />
            </Link>
            <SignOutButton
              className={`hidden sm:inline-flex ${iconButton} font-medium whitespace-nowrap md:w-auto md:gap-1.5 md:px-3 lg:w-11 lg:px-0 2xl:w-auto 2xl:px-3`}
              labelClassName="sr-only md:not-sr-only lg:sr-only 2xl:not-sr-only"
            />
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
        // 1024-1279 px: the full navigation leaves no room in the row, so the address gets a line of its own.
        <p
          data-testid="signed-in-email-line"
          title={user.email}
          className="mx-auto -mt-1 hidden max-w-6xl truncate px-6 pb-2 text-right text-sm text-muted lg:block xl:hidden"
        >
          Signed in as {user.email}
        </p>
      ) : null}
      <MobileDrawer user={user} />
    </header>
  );
}
