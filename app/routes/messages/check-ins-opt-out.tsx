import type { Route } from "./+types/check-ins-opt-out";
import { checkInOptOut, optOutByRequest, readOptOutLink } from "~/domains/messaging/opt-outs/e-mail-opt-out.server";
import { OptOutPage, type OptOutCopy } from "~/features/opt-outs/opt-out-page";

const copy: OptOutCopy = {
  heading: "Check-in e-mails",
  offer: (email) => (
    <>
      Stop e-mails inviting {email} to check in after a report? One click is all it takes. Check-ins you have already answered stay on
      your account page.
    </>
  ),
  button: "Stop check-in e-mails",
  done: "You will get no more check-in e-mails.",
  doneDetail: (email) => `We will not invite ${email} to a check-in again. We will still e-mail you about your orders and reports.`,
  linkSource: "one of our check-in e-mails",
  missing: "To stop check-in e-mails, please open the link at the bottom of any of them.",
};

export const meta: Route.MetaFunction = () => [{ title: `${copy.heading} | Catharsis` }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: Route.LoaderArgs) => readOptOutLink(request, checkInOptOut);
export const action = ({ request }: Route.ActionArgs) => optOutByRequest(request, checkInOptOut);

export default function CheckInsOptOut({ loaderData, actionData }: Route.ComponentProps) {
  return <OptOutPage copy={copy} token={loaderData.token} found={actionData?.found ?? loaderData.found} />;
}
