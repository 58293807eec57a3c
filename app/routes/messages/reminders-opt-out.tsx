import type { Route } from "./+types/reminders-opt-out";
import { pageMeta } from "~/domains/content/page-meta";
import { optOutByRequest, readOptOutLink, reminderOptOut } from "~/domains/messaging/opt-outs/e-mail-opt-out.server";
import { OptOutPage, type OptOutCopy } from "~/features/opt-outs/opt-out-page";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export const loader = ({ request }: Route.LoaderArgs) => readOptOutLink(request, reminderOptOut);
export const action = ({ request }: Route.ActionArgs) => optOutByRequest(request, reminderOptOut);

const copy: OptOutCopy = {
  heading: "Questionnaire reminders",
  offer: (email) => (
    <>
      Stop e-mails reminding {email} about unfinished questionnaires? One click is all it takes. Your questionnaire and your saved
      answers stay as they are.
    </>
  ),
  button: "Stop reminders",
  done: "You will get no more reminders.",
  doneDetail: (email) =>
    `We will not send questionnaire reminders to ${email} again. Your questionnaire is still in your account whenever you want it, and we will still e-mail you about your orders and reports.`,
  linkSource: "one of our reminder e-mails",
  missing: "To stop reminders, please open the link at the bottom of any reminder e-mail.",
};

export default function RemindersOptOut({ loaderData, actionData }: Route.ComponentProps) {
  return <OptOutPage copy={copy} token={loaderData.token} found={actionData?.found ?? loaderData.found} />;
}
