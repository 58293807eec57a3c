import { useEffect } from "react";
import { useRevalidator } from "react-router";

const STORAGE_KEY = "catharsis:signed-in-user";

/**
 * Keeps open tabs in step: each tab records who is signed in, and a change
 * made in one tab (a `storage` event in the others) makes them reload their
 * data, so the header and pages follow a sign-in or sign-out elsewhere.
 * Only an opaque id is stored, never the e-mail. `undefined` means unknown.
 */
export function useAuthSync(userId: string | null | undefined) {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    // Unknown (an error page without the root data): leave the record alone.
    if (userId === undefined) return;
    try {
      const current = userId ?? "";
      if (window.localStorage.getItem(STORAGE_KEY) !== current) window.localStorage.setItem(STORAGE_KEY, current);
    } catch {
      // Storage can be unavailable (private modes, blocked cookies): tabs then refresh on their own.
    }
  }, [userId]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) void revalidate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [revalidate]);
}
