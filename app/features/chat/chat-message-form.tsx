import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { validateContact, type ContactErrors } from "~/domains/messaging/contact/contact-form";

/** What the /contact action answers a fetcher (routes/messages/contact.tsx), as far as the chat reads it. */
type ContactAnswer = { status: "sent" | "invalid" | "rate-limited" | "error"; errors?: ContactErrors };

/** The subject every message from the chat is filed under, so the inbox shows where it came from. */
export const CHAT_MESSAGE_SUBJECT = "Message from the support chat";
const FAILED = "Your message could not be sent just now. Please try again, or write to us from the contact page.";
const inputClasses = "mt-1 block min-h-11 w-full rounded-md border border-muted bg-surface px-3 py-2";

/**
 * "Leave a message for a person", inside the chat (docs/product.md): the same contact message the
 * contact page files (stored, the provider told, the writer acknowledged by e-mail), posted to
 * the same action, with the chat's subject. The text the visitor typed to the chat starts it off.
 */
export function ChatMessageForm({ startingText, onSent }: { startingText: string; onSent: (name: string) => void }) {
  const fetcher = useFetcher<ContactAnswer>();
  const [values, setValues] = useState({ name: "", email: "", message: startingText });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ContactAnswer | undefined>(undefined);
  const nameField = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const sending = fetcher.state !== "idle";

  useEffect(() => nameField.current?.focus(), []);

  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data.status === "invalid") setErrors(fetcher.data.errors ?? {});
    else if (fetcher.data.status !== "sent") setFailure(FAILED);
  }
  useEffect(() => {
    if (answer?.status === "sent") onSent(values.name.trim());
    else if (answer?.status === "invalid") form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validateContact({ ...values, phone: "", subject: CHAT_MESSAGE_SUBJECT });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>(`[name="${["name", "email", "message"].find((field) => field in found)}"]`)?.focus();
      return;
    }
    fetcher.submit({ ...values, subject: CHAT_MESSAGE_SUBJECT }, { method: "post", action: "/contact" });
  }

  const field = (name: "name" | "email" | "message", label: string) => {
    const error = errors[name];
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      className: inputClasses,
    };
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
          {label}
        </label>
        {name === "message" ? (
          <textarea {...props} rows={3} />
        ) : (
          <input {...props} ref={name === "name" ? nameField : undefined} type={name === "email" ? "email" : "text"} autoComplete={name} />
        )}
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Leave a message for a person" className="space-y-3 border-t border-line p-3">
      {field("name", "Your name")}
      {field("email", "Your e-mail")}
      {field("message", "Your message for a person")}
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 w-full rounded-md bg-accent-strong px-4 font-semibold text-white hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? "Sending…" : "Send to a person"}
      </button>
    </form>
  );
}
