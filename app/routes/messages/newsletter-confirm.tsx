import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { Button } from "~/components/ui/button";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { confirmationState, confirmNewsletterSubscription } from "~/domains/messaging/newsletter/confirm-newsletter-subscription.server";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

/**
 * Opening the link only shows a button; the POST confirms. Mail scanners that
 * fetch every link would otherwise confirm addresses nobody chose to sign up.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: token ? await confirmationState(token) : ("missing" as const) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  return { state: await confirmNewsletterSubscription(token) };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl text-ink">{findSitePage("/newsletter/confirm")?.heading}</h1>
      {state === "ready" ? (
        <>
          <p className="mt-4 text-lg">
            Please confirm that you would like gentle updates from Catharsis: new guides and
            reports, a few times a year. You can unsubscribe at any time.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg">
              Confirm my subscription
            </Button>
          </Form>
        </>
      ) : state === "confirmed" ? (
        <div role="status" className="mt-4 text-lg">
          <p className="font-semibold">Thank you. Your subscription is confirmed.</p>
          <p className="mt-2">
            We will write a few times a year. Every e-mail has a link to unsubscribe.
          </p>
        </div>
      ) : state === "invalid" ? (
        <p className="mt-4 text-lg">
          This confirmation link has expired or is no longer valid. You can sign up again with the
          form at the bottom of any page, and we will send you a new link.
        </p>
      ) : (
        <p className="mt-4 text-lg">
          To confirm your subscription, please open the link in the e-mail we sent you.
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
