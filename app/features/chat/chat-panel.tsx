import { ChevronUp, Minus, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { CrisisCallLinks } from "~/components/content/crisis-call-links";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import {
  CHAT_GREETING,
  chatReplyFor,
  messageFiledReply,
  reportStatusReply,
  WHERE_IS_MY_REPORT_REPLY,
  type ChatReply,
  type ChatReportStatus,
} from "~/domains/messaging/chat-replies";
import { ChatMessageForm } from "./chat-message-form";

export type ChatPanelState = "open" | "minimized";

type ChatMessage = ChatReply & { id: number; sender: "bot" | "user"; timestamp: Date };

/** Spec section 9: the bot "types" for 1500 ms before it answers. */
export const CHAT_REPLY_DELAY_MS = 1500;

const startingPrice = formatPrice(getProduct("catharsis")?.priceCents ?? 1499);
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const headerButton =
  "flex size-11 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-white";

/**
 * The open chat. It stays mounted while closed (hidden), so the conversation
 * survives closing and reopening; replies are chosen locally, no network.
 */
export default function ChatPanel({
  state,
  onStateChange,
}: {
  state: ChatPanelState | "closed";
  onStateChange: (state: ChatPanelState | "closed") => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, sender: "bot", text: CHAT_GREETING, timestamp: new Date() },
  ]);
  const [draft, setDraft] = useState("");
  // "Leave a message for a person": the form open in the chat, started from what the visitor last wrote.
  const [messageFor, setMessageFor] = useState<{ startingText: string } | null>(null);
  const [messageFiled, setMessageFiled] = useState(false);
  const [pendingReplies, setPendingReplies] = useState(0);
  // Replies that arrived while minimized: the log is hidden then, so they are announced and badged instead.
  const [unread, setUnread] = useState(0);
  if (state !== "minimized" && unread !== 0) setUnread(0);
  const nextId = useRef(1);
  const providerAlerted = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const list = useRef<HTMLDivElement>(null);
  const textbox = useRef<HTMLTextAreaElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const previous = useRef<ChatPanelState | "closed">("closed");

  // Focus follows the panel: into the message box when it opens or is restored, onto Restore when minimized.
  useEffect(() => {
    if (state === "open" && previous.current !== "open") textbox.current?.focus();
    if (state === "minimized" && previous.current !== "minimized") restoreButton.current?.focus();
    previous.current = state;
  }, [state]);

  // Back in the chat once the message form closes (sent or not): the composer is shown again.
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (formWasOpen.current && messageFor === null) textbox.current?.focus();
    formWasOpen.current = messageFor !== null;
  }, [messageFor]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages, pendingReplies, state]);

  const add = (message: Omit<ChatMessage, "id" | "timestamp">) =>
    setMessages((current) => [...current, { ...message, id: nextId.current++, timestamp: new Date() }]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    add({ sender: "user", text });
    setDraft("");
    setPendingReplies((count) => count + 1);
    const local = chatReplyFor(text, { startingPrice });
    // The provider hears of a crisis message once per conversation (ADR 0060); the reply shows whatever the server says.
    if (local.crisisLines && !providerAlerted.current) void alertProvider(text).then((sent) => (providerAlerted.current ||= sent));
    // "Where is my report?" is the one question answered from the server: a signed-in client's own reports.
    const answer = local === WHERE_IS_MY_REPORT_REPLY ? ownReportStatus().then((reply) => reply ?? local) : Promise.resolve(local);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void answer.then((reply) => {
        add({ sender: "bot", ...reply });
        if (previous.current === "minimized") setUnread((count) => count + 1);
        setPendingReplies((count) => count - 1);
      });
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is not a send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const minimized = state === "minimized";
  return (
    <section
      role="dialog"
      aria-labelledby="support-chat-title"
      hidden={state === "closed"}
      onKeyDown={(event) => {
        if (event.key === "Escape") onStateChange("closed");
      }}
      className="fixed right-4 bottom-4 z-40 flex max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-2xl"
    >
      <div className="flex items-center gap-1 bg-accent-strong py-1 pr-1 pl-4 text-white">
        <h2 id="support-chat-title" className="flex-1 font-semibold">
          Support Chat
        </h2>
        {minimized && unread > 0 ? (
          <span aria-hidden="true" data-testid="chat-unread" className="rounded-full bg-white px-2 py-0.5 text-sm font-semibold text-accent-strong">
            {unread} new
          </span>
        ) : null}
        {minimized ? (
          <button ref={restoreButton} type="button" aria-label="Restore chat" onClick={() => onStateChange("open")} className={headerButton}>
            <ChevronUp aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <button type="button" aria-label="Minimize chat" onClick={() => onStateChange("minimized")} className={headerButton}>
            <Minus aria-hidden="true" className="size-5" />
          </button>
        )}
        <button type="button" aria-label="Close chat" onClick={() => onStateChange("closed")} className={headerButton}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      {/* Outside the block that minimizing hides, so a screen reader still hears about new replies. */}
      <p role="status" className="sr-only">
        {minimized && unread > 0 ? (unread === 1 ? "New reply from Support" : `${unread} new replies from Support`) : ""}
      </p>

      <div hidden={minimized} className="flex min-h-0 flex-col">
        <div
          ref={list}
          role="log"
          aria-label="Chat messages"
          aria-live="polite"
          tabIndex={0}
          className="h-80 max-h-[50dvh] min-h-0 space-y-3 overflow-y-auto p-4 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-accent-strong"
        >
          {messages.map((message) => (
            <div key={message.id} data-sender={message.sender} className={message.sender === "user" ? "flex justify-end" : "flex justify-start"}>
              <div
                className={
                  message.sender === "user"
                    ? "max-w-[85%] rounded-2xl rounded-br-sm bg-accent-strong px-4 py-2 text-white"
                    : "max-w-[85%] rounded-2xl rounded-bl-sm bg-accent-soft px-4 py-2 text-ink"
                }
              >
                <p className="whitespace-pre-wrap break-words">
                  <span className="sr-only">{message.sender === "user" ? "You: " : "Support: "}</span>
                  {message.text}
                </p>
                {message.crisisLines ? <CrisisCallLinks label="Crisis lines" className="mt-2" /> : null}
                {message.offersMessage && !messageFiled && !messageFor ? (
                  <button
                    type="button"
                    onClick={() => setMessageFor({ startingText: lastWords(messages) })}
                    className="mt-2 block min-h-11 rounded-md bg-accent-strong px-3 font-semibold text-white hover:bg-accent"
                  >
                    Leave a message here
                  </button>
                ) : null}
                {message.link ? (
                  <Link to={message.link.to} className="mt-1 inline-block font-semibold underline">
                    {message.link.label}
                  </Link>
                ) : null}
                <p className={message.sender === "user" ? "mt-1 text-xs text-white" : "mt-1 text-xs text-muted"}>
                  {timeFormat.format(message.timestamp)}
                </p>
              </div>
            </div>
          ))}
          {pendingReplies > 0 ? (
            <div className="flex items-center gap-2 text-muted" data-testid="chat-typing">
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span key={delay} style={{ animationDelay: `${delay}ms` }} className="size-2 rounded-full bg-muted motion-safe:animate-bounce" />
                ))}
              </span>
              <span>Support is typing...</span>
            </div>
          ) : null}
        </div>

        {messageFor ? (
          <div className="max-h-[45dvh] overflow-y-auto">
            <ChatMessageForm
              startingText={messageFor.startingText}
              onSent={(name) => {
                setMessageFor(null);
                setMessageFiled(true);
                add({ sender: "bot", ...messageFiledReply(name) });
              }}
            />
            <button type="button" onClick={() => setMessageFor(null)} className="mx-3 mb-3 min-h-11 font-semibold underline">
              Back to the chat
            </button>
          </div>
        ) : null}

        <form onSubmit={send} hidden={messageFor !== null} className="flex items-end gap-2 border-t border-line p-3">
          <label htmlFor="support-chat-message" className="sr-only">
            Your message
          </label>
          <textarea
            ref={textbox}
            id="support-chat-message"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type your message..."
            rows={2}
            className="min-h-11 flex-1 resize-none rounded-md border border-muted bg-surface px-3 py-2"
          />
          <button
            type="submit"
            disabled={draft.trim() === ""}
            className="flex min-h-11 items-center gap-1 rounded-md bg-accent-strong px-4 font-semibold text-white hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Send aria-hidden="true" className="size-4" />
            Send
          </button>
        </form>
        <p className="px-3 pb-3 text-xs text-muted">
          Automated answers. In a crisis, call or text 988.
        </p>
      </div>
    </section>
  );
}

/** The signed-in client's reports in words, or null (signed out, or the server did not answer). */
async function ownReportStatus(): Promise<ChatReply | null> {
  try {
    const response = await fetch("/api/chat/report-status", { headers: { accept: "application/json" } });
    if (!response.ok) return null;
    const body = (await response.json()) as { reports?: ChatReportStatus[] };
    return Array.isArray(body.reports) ? reportStatusReply(body.reports) : null;
  } catch {
    return null;
  }
}

/**
 * Tells the provider the chat answered words of crisis (the server reads them again and keeps
 * nothing of them). True once the alert is queued; any failure is quiet, since the crisis lines
 * are already in front of the writer.
 */
async function alertProvider(text: string): Promise<boolean> {
  try {
    const response = await fetch("/api/chat/crisis-alert", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ text }),
    });
    return response.status === 202;
  } catch {
    return false;
  }
}

/** What the visitor last wrote to the chat, to start their message for a person. */
function lastWords(messages: readonly ChatMessage[]): string {
  return [...messages].reverse().find((message) => message.sender === "user")?.text ?? "";
}
