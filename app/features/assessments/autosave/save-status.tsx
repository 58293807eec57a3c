import { CircleAlert, CircleCheck, CloudOff, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { SaveState } from "./save-state";

export type { SaveState } from "./save-state";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** The words for a save state, as shown on screen. */
export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case "idle":
      return "Your answers save automatically as you write.";
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved at ${timeFormat.format(state.savedAt)}`;
    // Only claim the device has the text when it does (storage can be blocked or full).
    case "offline":
      return state.onDevice === false
        ? "Offline – not saved yet. Please keep this page open until the connection returns."
        : "Offline – saved on this device";
    case "retrying":
      return state.onDevice === false
        ? "Not saved to our server yet. Trying again shortly; please keep this page open."
        : "Not saved to our server yet – kept on this device. Trying again shortly.";
    case "refused":
      return state.message;
  }
}

const isProblem = (state: SaveState) => state.kind === "offline" || state.kind === "retrying" || state.kind === "refused";

/**
 * Where the draft stands ("Saving…", "Saved at 3:41 PM", "Offline – saved
 * on this device", or the server's refusal), with a way back in when the
 * session has ended. With `announce`, a polite live region tells screen
 * reader users about problems and the recovery from one, but not about every
 * routine save while they type (that would talk over their writing). Render
 * `announce` on one instance per page.
 */
export function SaveStatus({ state, announce = false, className = "" }: { state: SaveState; announce?: boolean; className?: string }) {
  const location = useLocation();
  const [announced, setAnnounced] = useState<{ state: SaveState; text: string }>({ state, text: "" });
  // Adjusting state while rendering (React's pattern for deriving from a prop change).
  if (announced.state !== state) {
    const wasProblem = isProblem(announced.state);
    const text = isProblem(state) ? saveStateText(state) : wasProblem && state.kind === "saved" ? saveStateText(state) : announced.text;
    setAnnounced({ state, text });
  }

  const signIn = state.kind === "refused" && state.status === 401;
  const Icon = state.kind === "saved" ? CircleCheck : state.kind === "offline" ? CloudOff : state.kind === "retrying" ? RefreshCw : state.kind === "refused" ? CircleAlert : null;
  const tone = state.kind === "refused" ? "text-red-800 font-semibold" : "text-muted";
  return (
    <div className={className}>
      <p className={`flex items-start gap-2 text-sm ${tone}`} data-save-state={state.kind}>
        {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        <span>
          {saveStateText(state)}
          {signIn ? (
            <>
              {" "}
              <Link
                to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}
                className="font-semibold text-accent-strong underline"
              >
                Sign in again
              </Link>
            </>
          ) : null}
        </span>
      </p>
      {announce ? (
        <p role="status" className="sr-only">
          {announced.text}
        </p>
      ) : null}
    </div>
  );
}
