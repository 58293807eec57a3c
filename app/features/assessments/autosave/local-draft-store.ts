/**
 * The copy of a draft kept in this browser while the server does not have it
 * yet (offline, signed out, a failed save). It is removed as soon as the
 * server confirms the same text, so a shared computer keeps personal writing
 * only for as long as it has to. Keyed by the paid copy (entitlement), which
 * belongs to exactly one account.
 */
export type LocalDraft<A> = {
  answers: A;
  /** The question wording the answers were written against. */
  bankVersion: string;
  /** ISO time of the newest change captured in this copy. */
  updatedAt: string;
  /** Always false: a copy the server has confirmed is deleted, not kept. */
  synced: false;
};

/** The part of the Web Storage API this module uses (tests pass an in-memory one). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem"> & Partial<Pick<Storage, "key" | "length">>;

const PREFIX = "catharsis:draft:";

/** A local copy no device has finished within this time is old enough to remove. */
export const LOCAL_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function localDraftKey(entitlementId: string): string {
  return `${PREFIX}${entitlementId}`;
}

/** window.localStorage, or null where it is missing or blocked (server render, strict privacy modes). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isLocalDraft(value: unknown): value is LocalDraft<unknown> {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.answers === "object" &&
    draft.answers !== null &&
    typeof draft.bankVersion === "string" &&
    typeof draft.updatedAt === "string" &&
    draft.synced === false
  );
}

/** The unsynced local copy for this paid copy, or null (none, unreadable, or storage unavailable). */
export function readLocalDraft<A>(entitlementId: string, storage: DraftStorage | null = browserStorage()): LocalDraft<A> | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(localDraftKey(entitlementId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isLocalDraft(parsed) ? (parsed as LocalDraft<A>) : null;
  } catch {
    return null;
  }
}

/** Stores the copy; false when storage is unavailable or full (the page then relies on the server alone). */
export function writeLocalDraft<A>(
  entitlementId: string,
  draft: Omit<LocalDraft<A>, "synced">,
  storage: DraftStorage | null = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(localDraftKey(entitlementId), JSON.stringify({ ...draft, synced: false } satisfies LocalDraft<A>));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(entitlementId: string, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(localDraftKey(entitlementId));
  } catch {
    // Nothing more can be done; the copy is pruned once it is old.
  }
}

/** Removes local copies older than LOCAL_DRAFT_MAX_AGE_MS (e.g. on a shared computer), and unreadable ones. */
export function pruneLocalDrafts(now: Date, storage: DraftStorage | null = browserStorage()): void {
  if (!storage?.key || storage.length === undefined) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const draft = readLocalDraft(key.slice(PREFIX.length), storage);
      const age = draft ? now.getTime() - Date.parse(draft.updatedAt) : Number.POSITIVE_INFINITY;
      if (!(age <= LOCAL_DRAFT_MAX_AGE_MS)) storage.removeItem(key);
    }
  } catch {
    // Storage blocked mid-way: try again on the next visit.
  }
}

export type StartingAnswers<A> = { answers: A; source: "local" | "server" | "empty" };

/**
 * Which answers a page opens with: this device's unsynced copy when it was
 * written against the same questions, or an earlier wording of them whose
 * answers fit as they are (`fits`: it is newer work the server has not
 * seen), else the server's draft, else empty answers.
 */
export function chooseStartingAnswers<A>(options: {
  local: LocalDraft<A> | null;
  bankVersion: string;
  fits?: (version: string) => boolean;
  serverDraft: A | null;
  empty: () => A;
}): StartingAnswers<A> {
  const local = options.local;
  if (local && (local.bankVersion === options.bankVersion || options.fits?.(local.bankVersion))) return { answers: local.answers, source: "local" };
  if (options.serverDraft) return { answers: options.serverDraft, source: "server" };
  return { answers: options.empty(), source: "empty" };
}
