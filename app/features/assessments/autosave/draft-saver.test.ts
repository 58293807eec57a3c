import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { DraftSaver, SAVE_DELAY_MS } from "./draft-saver";
import { readLocalDraft } from "./local-draft-store";
import { memoryStorage } from "./memory-storage";
import type { SaveState } from "./save-state";

const answers = (text: string): QuestionnaireAnswers => ({ email: "a@example.com", completionDate: "2026-03-01", responses: { q1: text } });

type Call = { body: { writerSeq: number; writerId: string; answers: QuestionnaireAnswers }; keepalive: boolean; resolve: (response: Response) => void; reject: (error: Error) => void };

function setup(options: { online?: () => boolean } = {}) {
  const calls: Call[] = [];
  const states: SaveState[] = [];
  const storage = memoryStorage();
  const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      calls.push({ body: JSON.parse(String(init?.body)), keepalive: init?.keepalive === true, resolve, reject });
    });
  }) as unknown as typeof globalThis.fetch;
  const saver = new DraftSaver<QuestionnaireAnswers>({
    formType: "death-grief",
    entitlementId: "ent-1",
    bankVersion: "death-grief-v1",
    onState: (state) => states.push(state),
    fetch,
    storage,
    isOnline: options.online ?? (() => true),
    writerId: "writer-abc-123",
  });
  const ok = () => Response.json({ savedAt: "2026-03-01T10:00:00.000Z" });
  return { saver, calls, states, storage, ok, last: () => states.at(-1)?.kind };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the draft saver", () => {
  it("copies each change to this device at once and sends it after typing pauses", async () => {
    const { saver, calls, storage, last } = setup();
    saver.change(answers("I"));
    saver.change(answers("I miss"));
    expect(readLocalDraft<QuestionnaireAnswers>("ent-1", storage)?.answers).toEqual(answers("I miss"));
    expect(last()).toBe("saving");
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 10);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ writerId: "writer-abc-123", writerSeq: 1, answers: answers("I miss") });
  });

  it("removes this device's copy once the server confirms the newest text", async () => {
    const { saver, calls, storage, ok, states } = setup();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    calls[0]!.resolve(ok());
    await vi.advanceTimersByTimeAsync(0);
    expect(readLocalDraft("ent-1", storage)).toBeNull();
    expect(states.at(-1)).toEqual({ kind: "saved", savedAt: new Date("2026-03-01T10:00:00.000Z") });
    expect(saver.dirty).toBe(false);
  });

  it("sends one request at a time, then the newest text, and keeps the copy until that is confirmed", async () => {
    const { saver, calls, storage, ok, last } = setup();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    saver.change(answers("two"));
    saver.change(answers("three"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(ok());
    await vi.advanceTimersByTimeAsync(0);
    // The first save is confirmed but newer text is waiting: the copy stays, and the newest goes next.
    expect(readLocalDraft<QuestionnaireAnswers>("ent-1", storage)?.answers).toEqual(answers("three"));
    expect(last()).toBe("saving");
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toMatchObject({ writerSeq: 2, answers: answers("three") });
    calls[1]!.resolve(ok());
    await vi.advanceTimersByTimeAsync(0);
    expect(readLocalDraft("ent-1", storage)).toBeNull();
    expect(last()).toBe("saved");
  });

  it("says offline, keeps the copy, and retries with backoff after a network error", async () => {
    const { saver, calls, storage, ok, last } = setup();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    calls[0]!.reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("offline");
    expect(readLocalDraft("ent-1", storage)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(ok());
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("saved");
  });

  it("waits while the browser is offline and syncs when the connection returns", async () => {
    let online = false;
    const { saver, calls, ok, last } = setup({ online: () => online });
    saver.change(answers("one"));
    expect(last()).toBe("offline");
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(0);
    expect(last()).toBe("offline");
    online = true;
    saver.online();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(ok());
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("saved");
  });

  it("shows the server's refusal, keeps the copy, and does not retry on a timer", async () => {
    const { saver, calls, storage, states } = setup();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    calls[0]!.resolve(Response.json({ error: "Your session has ended." }, { status: 401 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ kind: "refused", status: 401, message: "Your session has ended." });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(readLocalDraft("ent-1", storage)).not.toBeNull();
    // The next change tries again, and the refusal stays on screen until a save gets through.
    saver.change(answers("two"));
    expect(states.at(-1)?.kind).toBe("refused");
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(2);
  });

  it("retries after a server error, saying the text is kept on this device", async () => {
    const { saver, calls, last } = setup();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    calls[0]!.resolve(new Response("oops", { status: 503 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("retrying");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
  });

  it("saves at once with keepalive when the page is hidden, alongside a save already travelling", async () => {
    const { saver, calls } = setup();
    saver.saveNow();
    expect(calls).toHaveLength(0); // nothing changed: nothing to save
    saver.change(answers("one"));
    saver.saveNow();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.keepalive).toBe(true);
    saver.change(answers("two"));
    saver.saveNow();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toMatchObject({ writerSeq: 2, answers: answers("two") });
  });

  it("flush sends a pending change without waiting for the pause and resolves when answered", async () => {
    const { saver, calls, ok } = setup();
    saver.change(answers("one"));
    let done = false;
    const flushed = saver.flush().then(() => (done = true));
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    calls[0]!.resolve(ok());
    await flushed;
    expect(done).toBe(true);
  });

  it("resumes an unsynced copy from this device at once", () => {
    const { saver, calls } = setup();
    saver.resume(answers("from this device"));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.answers).toEqual(answers("from this device"));
  });

  it("after the form is sent, removes the copy and ignores a save still travelling", async () => {
    const { saver, calls, storage, states } = setup();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    const before = states.length;
    saver.finish();
    expect(readLocalDraft("ent-1", storage)).toBeNull();
    calls[0]!.resolve(Response.json({ error: "This form has already been sent." }, { status: 409 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toHaveLength(before);
    saver.change(answers("two"));
    expect(readLocalDraft("ent-1", storage)).toBeNull();
  });

  it("holds server saves while the form is being sent, keeping changes on this device, and sends them once released", async () => {
    const { saver, calls, storage } = setup();
    saver.hold(true);
    saver.change(answers("typed while sending"));
    saver.saveNow();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
    expect(readLocalDraft<QuestionnaireAnswers>("ent-1", storage)?.answers).toEqual(answers("typed while sending"));
    saver.hold(false);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
  });

  it("keeps saving after a flush that found nothing to send", async () => {
    const { saver, calls, ok } = setup();
    await saver.flush();
    saver.change(answers("one"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(ok());
    await vi.advanceTimersByTimeAsync(0);
    await saver.flush();
    saver.change(answers("two"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(2);
  });

  it("does not claim the text is on this device when its storage refuses it", async () => {
    const states: SaveState[] = [];
    const saver = new DraftSaver<QuestionnaireAnswers>({
      formType: "marriage",
      entitlementId: "ent-1",
      bankVersion: "marriage-v1",
      onState: (state) => states.push(state),
      fetch: vi.fn() as unknown as typeof globalThis.fetch,
      storage: null,
      isOnline: () => false,
    });
    saver.change(answers("one"));
    expect(states.at(-1)).toEqual({ kind: "offline", onDevice: false });
  });
});
