import { type CartLine, toCartLine } from "./cart-line";

/** The browser-storage keys the spec names (section 3). */
export const CART_ITEMS_KEY = "demo_cart_items";
export const CART_SESSION_KEY = "cart_session_id";
/** Fired on this tab when the cart changes; other tabs hear the `storage` event. */
export const CART_CHANGED_EVENT = "catharsis:cart-changed";

type ReadableStorage = Pick<Storage, "getItem">;

/**
 * The stored lines. Anything that is not a cart line is dropped and reported
 * (spec: cart storage errors are only logged) instead of breaking the page.
 */
export function parseCartLines(raw: string | null): CartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    console.warn("Ignoring unreadable cart in browser storage");
    return [];
  }
  const lines: CartLine[] = [];
  for (const candidate of parsed) {
    const line = toCartLine(candidate);
    if (line && !lines.some((kept) => kept.id === line.id)) lines.push(line);
  }
  if (lines.length < parsed.length) {
    console.warn(`Ignoring ${parsed.length - lines.length} unreadable cart line(s) in browser storage`);
  }
  return lines;
}

/** The browser's local storage, or null where it is switched off (reading it can throw). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(storage: ReadableStorage | null): string | null {
  try {
    return storage?.getItem(CART_ITEMS_KEY) ?? null;
  } catch (error) {
    console.warn("Browser storage is not available for the cart", error);
    return null;
  }
}

// useSyncExternalStore needs the same array back while storage is unchanged.
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

export function readCartLines(storage: ReadableStorage | null): CartLine[] {
  const raw = readRaw(storage);
  if (raw !== cached.raw) cached = { raw, lines: parseCartLines(raw) };
  return cached.lines;
}

/** The badge's number: total quantity across lines. */
export function readCartQuantity(storage: ReadableStorage | null): number {
  return readCartLines(storage).reduce((total, line) => total + line.quantity, 0);
}

/** Saves the lines and tells this tab; throws when storage refuses (callers report it). */
export function writeCartLines(storage: Storage, lines: CartLine[]): void {
  if (lines.length === 0) storage.removeItem(CART_ITEMS_KEY);
  else storage.setItem(CART_ITEMS_KEY, JSON.stringify(lines));
  if (!storage.getItem(CART_SESSION_KEY)) storage.setItem(CART_SESSION_KEY, newCartId());
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** A random id; randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function newCartId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_ITEMS_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}
