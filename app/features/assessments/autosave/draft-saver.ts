import type { AssessmentAnswers } from "~/domains/assessments/assessment-answers";
import { browserStorage, removeLocalDraft, writeLocalDraft, type DraftStorage } from "./local-draft-store";
import { randomWriterId } from "./random-ids";
import { readError, readSavedAt, retryAfterMs } from "./server-replies";
import { FALLBACK_REFUSAL, type SaveState } from "./save-state";
import { type FormType } from "~/shared/form-types";

export const DRAFTS_ENDPOINT = "/api/assessments/drafts";
/** Save a moment after typing stops, not on every keystroke. */
export const SAVE_DELAY_MS = 1_500;
/** Browsers refuse keepalive bodies past 64 KiB in flight; bigger drafts rely on this device's copy. */
const KEEPALIVE_LIMIT_BYTES = 60_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export type DraftSaverOptions = {
  formType: FormType;
  entitlementId: string;
  bankVersion: string;
  onState: (state: SaveState) => void;
  fetch?: typeof fetch;
  storage?: DraftStorage | null;
  isOnline?: () => boolean;
  now?: () => Date;
  writerId?: string;
  saveDelayMs?: number;
};

/**
 * Keeps one paid copy's draft safe, outside React so it can be tested alone:
 * every change is copied to this device at once and sent to the server a
 * moment later, one request at a time (the newest text goes next). The
 * device's copy is removed only when the server has confirmed the newest
 * text. Network failures retry with backoff; refusals wait for the next
 * change (or a flush) because retrying cannot fix them.
 */
export class DraftSaver<A extends AssessmentAnswers> {
  private readonly options: Required<Omit<DraftSaverOptions, "storage">> & { storage: DraftStorage | null };
  private answers: A | null = null;
  /** Counts changes; `confirmed` is the newest one the server has acknowledged. */
  private version = 0;
  private confirmed = 0;
  private writerSeq = 0;
  private state: SaveState = { kind: "idle" };
  private inFlight: Promise<void> | null = null;
  private sendAgain = false;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private stopped = false;
  private finished = false;
  private held = false;
  /** Whether this device holds the newest text (false when storage is blocked or full). */
  private onDevice = true;

  constructor(options: DraftSaverOptions) {
    this.options = {
      fetch: (...args) => globalThis.fetch(...args),
      isOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
      now: () => new Date(),
      writerId: randomWriterId(),
      saveDelayMs: SAVE_DELAY_MS,
      ...options,
      storage: options.storage === undefined ? browserStorage() : options.storage,
    };
  }

  /** True while the server lacks the newest change. */
  get dirty(): boolean {
    return this.version > this.confirmed;
  }

  get currentState(): SaveState {
    return this.state;
  }

  /** A change by the writer: copied to this device now, sent after a pause in typing. */
  change(answers: A): void {
    if (this.stopped) return;
    this.capture(answers);
    // A problem stays on screen until a save gets through; otherwise say a save is coming.
    if (!this.options.isOnline()) this.setState({ kind: "offline", onDevice: this.onDevice });
    else if (this.state.kind !== "refused" && this.state.kind !== "offline") this.setState({ kind: "saving" });
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.pump(false), this.options.saveDelayMs);
  }

  /** Answers restored from this device's unsynced copy at page load: newer than the server's, so send them now. */
  resume(answers: A): void {
    if (this.stopped) return;
    this.capture(answers);
    void this.pump(false);
  }

  /** Sends any pending change now and resolves when the server has answered (or the attempt failed). */
  async flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    await this.pump(false);
  }

  /**
   * The page is being hidden or left: send the newest text at once, with
   * keepalive so it survives the page. If a save is already travelling this
   * one goes alongside it; the server keeps the save with the higher writerSeq.
   */
  saveNow(): void {
    if (this.stopped || this.held || !this.dirty) return;
    clearTimeout(this.saveTimer);
    if (this.inFlight) void this.sendOnce(true);
    else void this.pump(true);
  }

  /** The connection is back: send what is waiting, and start the backoff over. */
  online(): void {
    this.retries = 0;
    clearTimeout(this.retryTimer);
    if (this.dirty) void this.pump(false);
  }

  offline(): void {
    if (this.dirty && !this.stopped) this.setState({ kind: "offline", onDevice: this.onDevice });
  }

  /**
   * While the form is being sent, changes are kept on this device but not
   * sent: a draft save landing after the submission would bring back a draft
   * of a copy that has been sent. Released (after a failed send), the newest
   * text goes out after the usual pause.
   */
  hold(on: boolean): void {
    this.held = on;
    if (on) {
      clearTimeout(this.saveTimer);
      clearTimeout(this.retryTimer);
    } else if (this.dirty && !this.stopped) {
      this.saveTimer = setTimeout(() => void this.pump(false), this.options.saveDelayMs);
    }
  }

  /** The form was sent: stop saving for good, and remove this device's copy (the server removed its draft). */
  finish(): void {
    this.finished = true;
    this.stop();
    this.confirmed = this.version;
    removeLocalDraft(this.options.entitlementId, this.options.storage);
  }

  /** The page is going away: no more timers (an unsent change stays on this device). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.saveTimer);
    clearTimeout(this.retryTimer);
  }

  private capture(answers: A): void {
    this.answers = answers;
    this.version += 1;
    this.onDevice = writeLocalDraft(
      this.options.entitlementId,
      { answers, bankVersion: this.options.bankVersion, updatedAt: this.options.now().toISOString() },
      this.options.storage,
    );
  }

  private setState(state: SaveState): void {
    // After the form was sent, a save still travelling has nothing left to report.
    if (this.finished) return;
    this.state = state;
    this.options.onState(state);
  }

  /** One request at a time: a save asked for while one travels is sent, with the newest text, right after it. */
  private pump(keepalive: boolean): Promise<void> {
    if (this.inFlight) {
      this.sendAgain = true;
      return this.inFlight;
    }
    if (!this.dirty || this.stopped || this.held) return Promise.resolve();
    const run = async () => {
      let go = true;
      while (go && this.dirty && !this.stopped && !this.held) {
        this.sendAgain = false;
        const accepted = await this.sendOnce(keepalive);
        go = accepted && this.sendAgain;
      }
    };
    // Cleared in a later microtask, after the assignment below (a synchronous finish must not leave it set).
    const running: Promise<void> = run().finally(() => {
      if (this.inFlight === running) this.inFlight = null;
    });
    this.inFlight = running;
    return running;
  }

  /** Sends the newest text once; true when the server accepted it. */
  private async sendOnce(keepalive: boolean): Promise<boolean> {
    const { formType, entitlementId, bankVersion, writerId } = this.options;
    if (!this.options.isOnline()) {
      this.setState({ kind: "offline", onDevice: this.onDevice });
      return false;
    }
    const version = this.version;
    this.writerSeq += 1;
    const body = JSON.stringify({ formType, entitlementId, bankVersion, writerId, writerSeq: this.writerSeq, answers: this.answers });
    const small = new TextEncoder().encode(body).length < KEEPALIVE_LIMIT_BYTES;
    if (this.state.kind !== "refused" && this.state.kind !== "offline") this.setState({ kind: "saving" });

    let response: Response;
    try {
      response = await this.options.fetch(DRAFTS_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        credentials: "same-origin",
        keepalive: keepalive && small,
      });
    } catch {
      this.failed({ kind: "offline", onDevice: this.onDevice });
      return false;
    }

    if (this.finished) return false;
    if (response.ok) {
      const savedAt = await readSavedAt(response, this.options.now());
      this.confirmed = Math.max(this.confirmed, version);
      this.retries = 0;
      if (!this.dirty) {
        removeLocalDraft(entitlementId, this.options.storage);
        this.setState({ kind: "saved", savedAt });
      }
      return true;
    }

    const message = (await readError(response)) ?? FALLBACK_REFUSAL;
    if (response.status === 429) {
      this.setState({ kind: "refused", status: 429, message });
      this.scheduleRetry(retryAfterMs(response, FIRST_RETRY_MS, MAX_RETRY_MS));
    } else if (response.status >= 500) {
      this.failed({ kind: "retrying", onDevice: this.onDevice });
    } else {
      // 400, 401, 403, 409: the next change or flush tries again; a timer would only repeat the refusal.
      this.setState({ kind: "refused", status: response.status, message });
    }
    return false;
  }

  private failed(state: SaveState): void {
    if (this.stopped) return;
    this.setState(state);
    this.scheduleRetry(Math.min(FIRST_RETRY_MS * 2 ** this.retries, MAX_RETRY_MS));
    this.retries += 1;
  }

  private scheduleRetry(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.pump(false), delayMs);
  }
}
