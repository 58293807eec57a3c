import { Form, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import type { loader as rootLoader } from "~/root";
import { Button } from "~/components/ui/button";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { unsubscribeFromNewsletter, unsubscribeState } from "~/domains/messaging/newsletter/unsubscribe-from-newsletter.server";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

/**
 * Opening the link shows a one-click button and changes nothing, so a mail
 * scanner that fetches links cannot unsubscribe anyone. A POST unsubscribes:
 * the button, or a mail app's RFC 8058 one-click request
 * (`List-Unsubscribe=One-Click` to this same address). No sign-in needed:
 * the token in the link is the proof.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, found: token ? await unsubscribeState(token) : ({ status: "missing" } as const) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(new URL(request.url).searchParams.get("token") ?? form.get("token") ?? "");
  return { found: await unsubscribeFromNewsletter(token) };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData?.found ?? loaderData.found;
  const supportEmail = useRouteLoaderData<typeof rootLoader>("root")?.config.contact.supportEmail;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl text-ink">{findSitePage("/newsletter/unsubscribe")?.heading}</h1>
      {found.status === "subscribed" ? (
        <>
          <p className="mt-4 text-lg">
            Stop newsletter e-mails to <strong>{found.maskedEmail}</strong>? One click is all it takes.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg">
              Unsubscribe
            </Button>
          </Form>
        </>
      ) : found.status === "unsubscribed" ? (
        <div role="status" className="mt-4 text-lg">
          <p className="font-semibold">You have been unsubscribed.</p>
          <p className="mt-2">
            We will not send newsletter e-mails to {found.maskedEmail} again. If you change your
            mind, you can sign up with the form at the bottom of any page.
          </p>
        </div>
      ) : found.status === "invalid" ? (
        <p className="mt-4 text-lg">
          This unsubscribe link is not valid. Please use the link at the bottom of one of our
          e-mails, or write to{" "}
          <a href={`mailto:${supportEmail}`} className="text-accent-strong underline">
            {supportEmail}
          </a>{" "}
          and we will take you off the list.
        </p>
      ) : (
        <p className="mt-4 text-lg">
          To unsubscribe, please open the link at the bottom of any of our newsletter e-mails.
        </p>
      )}
      <p className="mt-8">
        <Link to="/" className="text-accent-strong underline">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
