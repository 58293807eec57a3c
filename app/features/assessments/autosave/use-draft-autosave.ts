import { useCallback, useEffect, useRef, useState } from "react";
import { answersFitCurrentVersion, type AssessmentAnswers } from "~/domains/assessments/assessment-answers";
import { DraftSaver } from "./draft-saver";
import { chooseStartingAnswers, pruneLocalDrafts, readLocalDraft } from "./local-draft-store";
import type { SaveState } from "./save-state";
import { type FormType } from "~/shared/form-types";

export type DraftAutosaveOptions<A extends AssessmentAnswers> = {
  formType: FormType;
  /** The paid copy being filled in (from the gate); the local copy is keyed by it. */
  entitlementId: string;
  bankVersion: string;
  /** The server's draft for this copy (gate.draft), already checked against bankVersion. */
  serverDraft: A | null;
  /**
   * Answers for a fresh form. Called on the server and again in the browser
   * after hydration, so values that depend on the browser (today's date in
   * the writer's time zone) come out right without a hydration mismatch.
   */
  emptyAnswers: () => A;
};

export type DraftAutosave<A extends AssessmentAnswers> = {
  answers: A;
  /** Records a change: kept in state, copied to this device at once, sent to the server after a pause. */
  update: (next: A | ((previous: A) => A)) => void;
  status: SaveState;
  /** Sends a pending change now; resolves once the server answered or the attempt failed. */
  flush: () => Promise<void>;
  /**
   * Holds server saves while the form is being sent (call `flush` first);
   * changes stay in the page and on this device. Release after a failed send.
   */
  hold: (on: boolean) => void;
  /** After a successful submission: stops saving, removes this device's copy, and shows `next` (e.g. an empty form). */
  finish: (next: A) => void;
  /** False until the page is hydrated and listening; changes before that cannot be saved. */
  ready: boolean;
  /** Where the answers on screen came from when the page opened. */
  restoredFrom: "local" | "server" | "empty";
};

/**
 * Autosave for a questionnaire page, generic over the answers' shape (the
 * written forms and the built-in Enneagram share it). Nothing is saved
 * before the writer's first change. On open, this device's unsynced copy
 * wins over the server's draft when written against the same questions, and
 * is sent at once. The page saves at once when hidden or left, and syncs
 * when the connection returns.
 */
export function useDraftAutosave<A extends AssessmentAnswers>(options: DraftAutosaveOptions<A>): DraftAutosave<A> {
  const { formType, entitlementId, bankVersion } = options;
  const [answers, setAnswers] = useState<A>(() => options.serverDraft ?? options.emptyAnswers());
  const [status, setStatus] = useState<SaveState>({ kind: "idle" });
  const [ready, setReady] = useState(false);
  const [restoredFrom, setRestoredFrom] = useState<"local" | "server" | "empty">(options.serverDraft ? "server" : "empty");
  const latest = useRef(answers);
  const saver = useRef<DraftSaver<A> | null>(null);
  // The starting values are read once, when the page opens; later renders must not reset the answers.
  const start = useRef({ serverDraft: options.serverDraft, emptyAnswers: options.emptyAnswers });

  useEffect(() => {
    const current = new DraftSaver<A>({ formType, entitlementId, bankVersion, onState: setStatus });
    saver.current = current;
    pruneLocalDrafts(new Date());
    const chosen = chooseStartingAnswers({
      local: readLocalDraft<A>(entitlementId),
      bankVersion,
      // Typed offline on a page that showed an earlier wording of the same questions: still theirs.
      fits: (version) => answersFitCurrentVersion(formType, version),
      serverDraft: start.current.serverDraft,
      empty: start.current.emptyAnswers,
    });
    latest.current = chosen.answers;
    setAnswers(chosen.answers);
    setRestoredFrom(chosen.source);
    if (chosen.source === "local") current.resume(chosen.answers);
    setReady(true);

    const onHidden = () => {
      if (document.visibilityState === "hidden") current.saveNow();
    };
    const onPageHide = () => current.saveNow();
    const onOnline = () => current.online();
    const onOffline = () => current.offline();
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      // Leaving the page inside the app: send what is pending; this device keeps a copy until the server confirms.
      current.saveNow();
      current.stop();
      if (saver.current === current) saver.current = null;
    };
  }, [formType, entitlementId, bankVersion]);

  const update = useCallback((next: A | ((previous: A) => A)) => {
    const value = typeof next === "function" ? next(latest.current) : next;
    latest.current = value;
    setAnswers(value);
    saver.current?.change(value);
  }, []);

  const flush = useCallback(async () => {
    await saver.current?.flush();
  }, []);

  const hold = useCallback((on: boolean) => {
    saver.current?.hold(on);
  }, []);

  const finish = useCallback((next: A) => {
    saver.current?.finish();
    latest.current = next;
    setAnswers(next);
    setStatus({ kind: "idle" });
  }, []);

  return { answers, update, status, flush, hold, finish, ready, restoredFrom };
}
