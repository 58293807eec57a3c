import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type * as ChatPanelModule from "./chat-panel";
import type { ChatPanelState } from "./chat-panel";
import type { ChatButtonPlacement } from "./chat-button-placement";

// The panel is on every page but rarely used: its code loads on first use.
let panelModule: Promise<typeof ChatPanelModule> | undefined;
const loadPanel = () => (panelModule ??= import("./chat-panel"));
const ChatPanel = lazy(loadPanel);

/** The support chat (spec sections 2, 4 and 8): a round button that opens the panel. */
export function ChatWidget() {
  const [state, setState] = useState<ChatPanelState | "closed">("closed");
  const [everOpened, setEverOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const previous = useRef(state);
  const own = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ChatButtonPlacement>({ lift: 0, hidden: false });

  // Out of the way of what the visitor needs to press (issue 17); the code arrives after the page is up.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./chat-button-placement").then(({ watchChatButtonPlacement }) => {
      if (!cancelled) stop = watchChatButtonPlacement(own.current, setPlacement);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (state === "closed" && previous.current !== "closed") button.current?.focus();
    previous.current = state;
  }, [state]);

  return (
    <div ref={own} className="contents">
      {/* Room below the footer, so at the end of the page the floating button covers no link. */}
      <div aria-hidden="true" className="h-20 bg-surface" />
      {state === "closed" ? (
        <button
          ref={button}
          type="button"
          aria-label="Open support chat"
          // It steps aside from toasts and actions itself (chat-button-placement.ts), so a toast need not avoid it.
          data-moves-aside=""
          hidden={placement.hidden}
          style={placement.lift > 0 ? { bottom: `calc(1rem + ${placement.lift}px)` } : undefined}
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          onClick={() => {
            setEverOpened(true);
            setState("open");
          }}
          className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent-strong text-white shadow-lg hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
        >
          <MessageCircle aria-hidden="true" className="size-7" />
        </button>
      ) : null}
      {everOpened ? (
        <Suspense
          fallback={
            <p role="status" className="fixed right-4 bottom-4 z-40 rounded-lg border border-line bg-surface p-4 shadow-lg">
              Opening chat...
            </p>
          }
        >
          <ChatPanel state={state} onStateChange={setState} />
        </Suspense>
      ) : null}
    </div>
  );
}
