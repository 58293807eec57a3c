import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/toast/toaster";
import {
  contactFields,
  emptyContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/domains/messaging/contact/contact-form";

/** What the /contact action answers (see routes/messages/contact.tsx). */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: ContactValues }
  | { status: "rate-limited"; values?: ContactValues }
  | { status: "error"; values?: ContactValues };

export const contactToasts = {
  success: { title: "Message sent successfully!", description: "We'll get back to you as soon as possible." },
  failure: { title: "Error sending message", description: "Please try again later or contact us directly.", type: "error" },
} as const;

/** Posted only by the form itself (no JavaScript), never by the fetcher: tells the action to redirect. */
export const CONTACT_PAGE_POST_FIELD = { name: "via", value: "page" } as const;

const fieldText: Record<ContactField, { label: string; hint?: string }> = {
  name: { label: "Name" },
  email: { label: "Email" },
  phone: { label: "Phone (optional)" },
  subject: { label: "Subject" },
  message: { label: "Message", hint: "At least 10 characters, up to 5,000." },
};

const inputClasses =
  "mt-1 block min-h-11 w-full rounded-md border border-muted bg-surface px-3 py-2 aria-invalid:border-red-800 aria-invalid:border-2";

/**
 * The contact form (spec sections 4 and 5): checked on submit, then again on
 * every change; "Sending..." while it travels; a toast and an empty form on
 * success; a toast and everything still in place on failure. Without
 * JavaScript it is a plain POST and `serverResult` carries the outcome.
 */
export function ContactForm({ serverResult }: { serverResult?: ContactActionData }) {
  const fetcher = useFetcher<ContactActionData>();
  const initial = serverResult && "values" in serverResult && serverResult.values ? serverResult.values : emptyContactValues;
  const [values, setValues] = useState<ContactValues>(initial);
  const [errors, setErrors] = useState<ContactErrors>(serverResult?.status === "invalid" ? serverResult.errors : {});
  const [checkOnChange, setCheckOnChange] = useState(serverResult?.status === "invalid");
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [answer, setAnswer] = useState<ContactActionData | undefined>(undefined);
  const sending = fetcher.state !== "idle";

  // A new answer from the server updates the form while rendering (React's "adjust state on change").
  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data.status === "sent") {
      setValues(emptyContactValues);
      setErrors({});
      setCheckOnChange(false);
    } else if (fetcher.data.status === "invalid") {
      setErrors(fetcher.data.errors);
      setCheckOnChange(true);
    }
  }

  // ...and, once shown, is announced: a toast, and focus where the visitor can carry on.
  useEffect(() => {
    if (!answer) return;
    if (answer.status === "sent") showToast(contactToasts.success);
    else if (answer.status === "invalid") focusFirstInvalid(answer.errors);
    else showToast(contactToasts.failure);
    // The button was disabled while sending, which drops keyboard focus; give it back.
    if (document.activeElement === document.body) submitButton.current?.focus();
  }, [answer]);

  function focusFirstInvalid(found: ContactErrors) {
    const first = contactFields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (checkOnChange) setErrors(validateContact(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    setCheckOnChange(true);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    fetcher.submit(values, { method: "post", action: "/contact" });
  }

  const field = (name: ContactField) => {
    const error = errors[name];
    const { label, hint } = fieldText[name];
    const describedBy = [hint ? `contact-${name}-hint` : null, error ? `contact-${name}-error` : null].filter(Boolean).join(" ");
    const common = {
      id: `contact-${name}`,
      name,
      value: values[name],
      onChange: change,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      required: name !== "phone",
      className: inputClasses,
    };
    return (
      <div>
        <label htmlFor={`contact-${name}`} className="font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`contact-${name}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
        {name === "message" ? (
          <textarea {...common} rows={7} />
        ) : (
          <input
            {...common}
            type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete={name === "name" ? "name" : name === "email" ? "email" : name === "phone" ? "tel" : "off"}
          />
        )}
        {error ? (
          <p id={`contact-${name}-error`} className="mt-1 font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fetcher.Form ref={form} method="post" action="/contact" noValidate onSubmit={submit} className="space-y-5">
      <input type="hidden" name={CONTACT_PAGE_POST_FIELD.name} value={CONTACT_PAGE_POST_FIELD.value} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name")}
        {field("email")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field("phone")}
        {field("subject")}
      </div>
      {field("message")}
      <Button ref={submitButton} type="submit" size="lg" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
