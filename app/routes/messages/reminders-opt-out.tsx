import { Form, Link } from "react-router";
import type { Route } from "./+types/reminders-opt-out";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/domains/content/page-meta";
import { optOutOfReminders, reminderOptOutState } from "~/domains/messaging/reminders/reminders-opt-out.server";

const heading = "Questionnaire reminders";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

/**
 * Opening the link shows a one-click button and changes nothing, so a mail
 * scanner that fetches links cannot opt anyone out. A POST opts out: the
 * button, or a mail app's RFC 8058 one-click request
 * (`List-Unsubscribe=One-Click` to this same address). No sign-in needed:
 * the token in the link is the proof.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, found: token ? await reminderOptOutState(token) : ({ status: "missing" } as const) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(new URL(request.url).searchParams.get("token") ?? form.get("token") ?? "");
  return { found: await optOutOfReminders(token) };
}

export default function RemindersOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData?.found ?? loaderData.found;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl text-ink">{heading}</h1>
      {found.status === "receiving" ? (
        <>
          <p className="mt-4 text-lg">
            Stop e-mails reminding <strong>{found.maskedEmail}</strong> about unfinished questionnaires? One click is all
            it takes. Your questionnaire and your saved answers stay as they are.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg">
              Stop reminders
            </Button>
          </Form>
        </>
      ) : found.status === "opted-out" ? (
        <div role="status" className="mt-4 text-lg">
          <p className="font-semibold">You will get no more reminders.</p>
          <p className="mt-2">
            We will not send questionnaire reminders to {found.maskedEmail} again. Your questionnaire is still in your
            account whenever you want it, and we will still e-mail you about your orders and reports.
          </p>
        </div>
      ) : found.status === "invalid" ? (
        <p className="mt-4 text-lg">
          This link is not valid. Please use the link at the bottom of one of our reminder e-mails, or write to us from
          the <Link to="/contact" className="text-accent-strong underline">contact page</Link> and we will stop them.
        </p>
      ) : (
        <p className="mt-4 text-lg">To stop reminders, please open the link at the bottom of any reminder e-mail.</p>
      )}
      <p className="mt-8">
        <Link to="/account" className="text-accent-strong underline">
          Go to my account
        </Link>
      </p>
    </section>
  );
}
