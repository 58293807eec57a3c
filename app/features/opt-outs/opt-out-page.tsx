import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

type Found = { status: "receiving" | "opted-out"; maskedEmail: string } | { status: "invalid" } | { status: "missing" };

/** What one kind of e-mail's opt-out page says; the page around it is the same for every kind. */
export type OptOutCopy = {
  heading: string;
  offer: (maskedEmail: ReactNode) => ReactNode;
  button: string;
  done: string;
  doneDetail: (maskedEmail: string) => ReactNode;
  /** "one of our reminder e-mails": where a valid link is found. */
  linkSource: string;
  missing: string;
};

/**
 * An e-mail opt-out page (ADR 0069): opening the link shows a one-click
 * button and changes nothing, so a mail scanner that fetches links cannot opt
 * anyone out; the button (or a mail app's one-click POST) does. No sign-in
 * needed: the token in the link is the proof.
 */
export function OptOutPage({ copy, token, found }: { copy: OptOutCopy; token: string; found: Found }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl text-ink">{copy.heading}</h1>
      {found.status === "receiving" ? (
        <>
          <p className="mt-4 text-lg">{copy.offer(<strong>{found.maskedEmail}</strong>)}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg">
              {copy.button}
            </Button>
          </Form>
        </>
      ) : found.status === "opted-out" ? (
        <div role="status" className="mt-4 text-lg">
          <p className="font-semibold">{copy.done}</p>
          <p className="mt-2">{copy.doneDetail(found.maskedEmail)}</p>
        </div>
      ) : found.status === "invalid" ? (
        <p className="mt-4 text-lg">
          This link is not valid. Please use the link at the bottom of {copy.linkSource}, or write to us from the{" "}
          <Link to="/contact" className="text-accent-strong underline">
            contact page
          </Link>{" "}
          and we will stop them.
        </p>
      ) : (
        <p className="mt-4 text-lg">{copy.missing}</p>
      )}
      <p className="mt-8">
        <Link to="/account" className="text-accent-strong underline">
          Go to my account
        </Link>
      </p>
    </section>
  );
}
