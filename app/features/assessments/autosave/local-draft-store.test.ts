import { describe, expect, it } from "vitest";
import {
  chooseStartingAnswers,
  LOCAL_DRAFT_MAX_AGE_MS,
  localDraftKey,
  pruneLocalDrafts,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
  type DraftStorage,
} from "./local-draft-store";
import { memoryStorage } from "./memory-storage";

const answers = { email: "a@example.com", completionDate: "2026-03-01", responses: { q1: "I miss her." } };

describe("the local draft copy", () => {
  it("is stored per paid copy and read back, marked unsynced", () => {
    const storage = memoryStorage();
    expect(writeLocalDraft("ent-1", { answers, bankVersion: "v1", updatedAt: "2026-03-01T10:00:00.000Z" }, storage)).toBe(true);
    expect(storage.values.has("catharsis:draft:ent-1")).toBe(true);
    expect(localDraftKey("ent-1")).toBe("catharsis:draft:ent-1");
    expect(readLocalDraft("ent-1", storage)).toEqual({ answers, bankVersion: "v1", updatedAt: "2026-03-01T10:00:00.000Z", synced: false });
    expect(readLocalDraft("ent-2", storage)).toBeNull();
    removeLocalDraft("ent-1", storage);
    expect(readLocalDraft("ent-1", storage)).toBeNull();
  });

  it("ignores unreadable or foreign values instead of failing the page", () => {
    const storage = memoryStorage();
    storage.setItem("catharsis:draft:x", "{not json");
    storage.setItem("catharsis:draft:y", JSON.stringify({ answers: "text", bankVersion: "v1" }));
    expect(readLocalDraft("x", storage)).toBeNull();
    expect(readLocalDraft("y", storage)).toBeNull();
    expect(readLocalDraft("x", null)).toBeNull();
  });

  it("reports a full or blocked storage as not written", () => {
    const full: DraftStorage = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(writeLocalDraft("ent-1", { answers, bankVersion: "v1", updatedAt: "2026-03-01T10:00:00.000Z" }, full)).toBe(false);
    expect(writeLocalDraft("ent-1", { answers, bankVersion: "v1", updatedAt: "2026-03-01T10:00:00.000Z" }, null)).toBe(false);
  });

  it("prunes copies older than the limit and unreadable ones, and keeps recent ones and other keys", () => {
    const storage = memoryStorage();
    const now = new Date("2026-06-01T00:00:00.000Z");
    const old = new Date(now.getTime() - LOCAL_DRAFT_MAX_AGE_MS - 1000).toISOString();
    writeLocalDraft("old", { answers, bankVersion: "v1", updatedAt: old }, storage);
    writeLocalDraft("new", { answers, bankVersion: "v1", updatedAt: now.toISOString() }, storage);
    storage.setItem("catharsis:draft:broken", "{");
    storage.setItem("catharsis:cart", "[]");
    pruneLocalDrafts(now, storage);
    expect([...storage.values.keys()].sort()).toEqual(["catharsis:cart", "catharsis:draft:new"]);
  });
});

describe("which answers a page opens with", () => {
  const empty = () => ({ email: "me@example.com", completionDate: "2026-03-02", responses: {} });
  const server = { ...answers, responses: { q1: "From the server." } };

  it("prefers this device's unsynced copy written against the same questions", () => {
    const local = { answers, bankVersion: "v1", updatedAt: "2026-03-01T10:00:00.000Z", synced: false as const };
    expect(chooseStartingAnswers({ local, bankVersion: "v1", serverDraft: server, empty })).toEqual({ answers, source: "local" });
  });

  it("keeps a copy typed under an earlier wording of the same questions, whose answers fit as they are", () => {
    const local = { answers, bankVersion: "v2", updatedAt: "2026-03-01T10:00:00.000Z", synced: false as const };
    const fits = (version: string) => version === "v2";
    expect(chooseStartingAnswers({ local, bankVersion: "v3", fits, serverDraft: server, empty })).toEqual({ answers, source: "local" });
  });

  it("does not put a copy written against other questions under the new ones", () => {
    const local = { answers, bankVersion: "v0", updatedAt: "2026-03-01T10:00:00.000Z", synced: false as const };
    expect(chooseStartingAnswers({ local, bankVersion: "v1", serverDraft: server, empty })).toEqual({ answers: server, source: "server" });
    expect(chooseStartingAnswers({ local, bankVersion: "v1", serverDraft: null, empty })).toEqual({ answers: empty(), source: "empty" });
  });
});
