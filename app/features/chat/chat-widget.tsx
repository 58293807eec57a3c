import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type * as ChatPanelModule from "./chat-panel";
import type { ChatPanelState } from "./chat-panel";

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

  useEffect(() => {
    if (state === "closed" && previous.current !== "closed") button.current?.focus();
    previous.current = state;
  }, [state]);

  return (
    <>
      {/* Room below the footer, so at the end of the page the floating button covers no link. */}
      <div aria-hidden="true" className="h-20 bg-surface" />
      {state === "closed" ? (
        <button
          ref={button}
          type="button"
          aria-label="Open support chat"
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
    </>
  );
}
