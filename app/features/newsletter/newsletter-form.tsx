import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { showToast } from "~/components/toast/toaster";
import { isEmailAddress } from "~/shared/email-address";
import {
  currentPageForReturn,
  isNewsletterOutcome,
  NEWSLETTER_ANCHOR,
  NEWSLETTER_PARAM,
  newsletterCopy,
  type NewsletterOutcome,
} from "./newsletter-outcome";

/** What POST /newsletter answers a fetcher (see routes/messages/newsletter.ts). */
export type NewsletterActionData =
  | { status: "ok" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "error" };

const outcomeOf = (data: NewsletterActionData): NewsletterOutcome =>
  data.status === "ok" ? "thanks" : data.status === "invalid" ? "invalid" : data.status === "rate-limited" ? "busy" : "error";

/**
 * The footer's sign-up (docs/product.md: double opt-in). With JavaScript it posts
 * through a fetcher and answers with a toast; without, the server redirects
 * back here with the outcome in the address, shown under the field.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterActionData>();
  const location = useLocation();
  const fromServer = new URLSearchParams(location.search).get(NEWSLETTER_PARAM);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<NewsletterActionData | undefined>(undefined);
  const sending = fetcher.state !== "idle";

  // A new answer from the server updates the form while rendering, then is announced as a toast.
  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data.status === "ok") {
      setEmail("");
      setError(null);
    } else if (fetcher.data.status === "invalid") {
      setError(newsletterCopy.invalid);
    }
  }

  useEffect(() => {
    if (!answer) return;
    const outcome = outcomeOf(answer);
    showToast(outcome === "thanks" ? { title: newsletterCopy.thanks } : { title: newsletterCopy[outcome], type: "error" });
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button stays enabled (disabling it would drop keyboard focus); a second press waits.
    if (sending) return;
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(newsletterCopy.invalid);
      showToast({ title: newsletterCopy.invalid, type: "error" });
      input.current?.focus();
      return;
    }
    setError(null);
    fetcher.submit({ email: address, via: "fetcher" }, { method: "post", action: "/newsletter" });
  }

  // The address keeps an old no-JavaScript outcome; once the fetcher has answered, that answer is the news.
  const serverOutcome = !answer && isNewsletterOutcome(fromServer) ? fromServer : null;
  const shownError = error ?? (serverOutcome && serverOutcome !== "thanks" ? newsletterCopy[serverOutcome] : null);
  const describedBy = ["newsletter-hint", shownError ? "newsletter-error" : null, serverOutcome === "thanks" ? "newsletter-status" : null]
    .filter(Boolean)
    .join(" ");

  return (
    <form
      id={NEWSLETTER_ANCHOR}
      method="post"
      action="/newsletter"
      noValidate
      onSubmit={submit}
      className="border-t border-line py-8"
    >
      <input type="hidden" name="returnTo" value={currentPageForReturn(location.pathname, location.search)} />
      <label htmlFor="newsletter-email" className="font-semibold">
        Gentle updates, now and then
      </label>
      <p id="newsletter-hint" className="text-muted">
        New guides and reports, a few times a year. Unsubscribe any time.
      </p>
      <div className="mt-3 flex max-w-md flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error && isEmailAddress(event.target.value.trim())) setError(null);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          placeholder="you@example.com"
          className="min-h-11 flex-1 rounded-md border border-muted bg-surface px-3"
        />
        <button
          type="submit"
          aria-busy={sending || undefined}
          className="min-h-11 rounded-md bg-accent-strong px-5 font-semibold text-white hover:bg-accent"
        >
          Subscribe
        </button>
      </div>
      {shownError ? (
        <p id="newsletter-error" className="mt-2 font-semibold text-red-800">
          {shownError}
        </p>
      ) : null}
      {serverOutcome === "thanks" ? (
        <p id="newsletter-status" role="status" className="mt-2 font-semibold text-accent-strong">
          {newsletterCopy.thanks}
        </p>
      ) : null}
    </form>
  );
}
