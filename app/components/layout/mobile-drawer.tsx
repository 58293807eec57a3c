import { X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { NavigationList } from "./navigation-list";
import type { HeaderUser } from "./header-user";
import { SignOutButton } from "./sign-out-button";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The small-screen menu: a native popover, so it opens, closes on Escape or a
 * click outside, and works before JavaScript loads. Following a link closes it.
 */
export function MobileDrawer({ user }: { user: HeaderUser }) {
  const drawer = useRef<HTMLDivElement>(null);
  const closeDrawer = () => drawer.current?.hidePopover?.();
  return (
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
      <NavigationList label="Mobile" listClassName="flex flex-col gap-1" linkClassName="text-lg" onNavigate={closeDrawer} />
      {user ? (
        <div className="mt-6 border-t border-line pt-4">
          <p className="text-sm text-muted">Signed in as</p>
          <p className="truncate font-medium" title={user.email}>
            {user.email}
          </p>
          <Link to="/account" onClick={closeDrawer} className="mt-2 block rounded-md px-3 py-2 text-lg font-medium hover:bg-accent-soft">
            My account
          </Link>
          <SignOutButton className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-lg font-medium hover:bg-accent-soft" />
        </div>
      ) : (
        <Link to="/auth" onClick={closeDrawer} className="mt-6 block rounded-md px-3 py-2 text-lg font-medium hover:bg-accent-soft">
          Sign in or create an account
        </Link>
      )}
      <Link
        to="/pricing"
        onClick={closeDrawer}
        className="mt-6 block rounded-full bg-accent-strong px-5 py-3 text-center font-semibold text-white hover:bg-accent"
      >
        Start Today
      </Link>
    </div>
  );
}
