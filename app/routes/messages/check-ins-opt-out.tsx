import { Form, Link } from "react-router";
import type { Route } from "./+types/check-ins-opt-out";
import { Button } from "~/components/ui/button";
import { checkInOptOutState, optOutOfCheckIns } from "~/domains/messaging/reminders/check-in-opt-out.server";

const heading = "Check-in e-mails";

export const meta: Route.MetaFunction = () => [{ title: `${heading} | Catharsis` }, { name: "robots", content: "noindex" }];

/**
 * As the reminders' opt-out: opening the link shows a one-click button and changes nothing, so a
 * mail scanner cannot opt anyone out. A POST opts out: the button, or a mail app's RFC 8058
 * one-click request (`List-Unsubscribe=One-Click` to this same address). No sign-in needed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, found: token ? await checkInOptOutState(token) : ({ status: "missing" } as const) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(new URL(request.url).searchParams.get("token") ?? form.get("token") ?? "");
  return { found: await optOutOfCheckIns(token) };
}

export default function CheckInsOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData?.found ?? loaderData.found;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl text-ink">{heading}</h1>
      {found.status === "receiving" ? (
        <>
          <p className="mt-4 text-lg">
            Stop e-mails inviting <strong>{found.maskedEmail}</strong> to check in after a report? One click is all it
            takes. Check-ins you have already answered stay on your account page.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg">
              Stop check-in e-mails
            </Button>
          </Form>
        </>
      ) : found.status === "opted-out" ? (
        <div role="status" className="mt-4 text-lg">
          <p className="font-semibold">You will get no more check-in e-mails.</p>
          <p className="mt-2">
            We will not invite {found.maskedEmail} to a check-in again. We will still e-mail you about your orders and
            reports.
          </p>
        </div>
      ) : found.status === "invalid" ? (
        <p className="mt-4 text-lg">
          This link is not valid. Please use the link at the bottom of one of our check-in e-mails, or write to us from
          the <Link to="/contact" className="text-accent-strong underline">contact page</Link> and we will stop them.
        </p>
      ) : (
        <p className="mt-4 text-lg">To stop check-in e-mails, please open the link at the bottom of any of them.</p>
      )}
      <p className="mt-8">
        <Link to="/account" className="text-accent-strong underline">
          Go to my account
        </Link>
      </p>
    </section>
  );
}
