import { Clock, Mail, Phone } from "lucide-react";
import { data, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import type { loader as rootLoader } from "~/root";
import {
  CONTACT_PAGE_POST_FIELD,
  ContactForm,
  contactToasts,
  type ContactActionData,
} from "~/features/contact/contact-form";
import { redirectWithToast } from "~/components/toast/toast.server";
import { logger } from "~/config/logger.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { accountIdForAddress } from "~/domains/accounts/profile/row-ownership.server";
import { contactFields, type ContactValues } from "~/domains/messaging/contact/contact-form";
import { sendContactMessage } from "~/domains/messaging/contact/send-contact-message.server";
import { loadStaffEmailTime } from "~/domains/backoffice/staff-time-zone.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { clientAddressOf } from "~/security/client-address.server";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  const values = {} as ContactValues;
  for (const name of contactFields) {
    const value = form.get(name);
    if (value !== null) fields[name] = value;
    values[name] = typeof value === "string" ? value : "";
  }
  try {
    const result = await sendContactMessage({
      fields,
      clientAddress: clientAddressOf(request),
      staffTime: await loadStaffEmailTime(),
      // The message belongs to whoever is signed in, else to the verified account with the address given.
      senderAccount: async (email) => (await getCurrentUser(request))?.id ?? (await accountIdForAddress(email)),
    });
    if (result.status === "sent") {
      // A plain form post (no JavaScript yet) gets a fresh page, so a refresh cannot send it twice.
      if (form.get(CONTACT_PAGE_POST_FIELD.name) === CONTACT_PAGE_POST_FIELD.value) {
        return redirectWithToast("/contact?sent=1", { ...contactToasts.success, type: "success" }, { status: 303 });
      }
      return { status: "sent" } satisfies ContactActionData;
    }
    if (result.status === "invalid") {
      return data({ status: "invalid", errors: result.errors, values } satisfies ContactActionData, { status: 400 });
    }
    return data({ status: "rate-limited", values } satisfies ContactActionData, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  } catch (error) {
    // A database error's message can quote the query, and so the message: log its kind only.
    logger.error({ errorName: error instanceof Error ? error.name : typeof error }, "contact message failed");
    return data({ status: "error", values } satisfies ContactActionData, { status: 500 });
  }
}

/** A request that never reaches the action (network gone, server down) is a failure the form shows, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactActionData> {
  try {
    return await serverAction();
  } catch {
    return { status: "error" };
  }
}

const officeHours = [
  ["Monday-Friday", "9:00 AM-6:00 PM"],
  ["Saturday", "10:00 AM-4:00 PM"],
  ["Sunday", "Closed"],
] as const;

export default function Contact({ actionData }: Route.ComponentProps) {
  const contact = useRouteLoaderData<typeof rootLoader>("root")?.config.contact;
  const sitePage = findSitePage("/contact");
  const result = actionData as ContactActionData | undefined;
  const [searchParams] = useSearchParams();
  const sent = result?.status === "sent" || (!result && searchParams.get("sent") === "1");
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl text-ink sm:text-5xl">{sitePage?.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Starting your healing journey can feel like a big step, and you do not have to take it
        alone. Whether you have a question about our reports, need help with an order, or are not
        sure where to begin, write to us. A real person will reply within 24 hours on business days.
      </p>
      <p className="mt-4 max-w-3xl rounded-md border border-line bg-banner p-4">
        <strong>If you are in crisis, please do not wait for a reply.</strong> Call or text 988, text
        HOME to 741741, or call 911 for emergency services. Our reports are not for crisis situations.
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="rounded-lg border border-line bg-surface p-6 sm:p-8 lg:col-span-2">
          <h2 className="font-serif text-2xl">Send us a message</h2>
          <p className="mt-1 mb-6 text-muted">Fields marked optional can be left empty.</p>
          {sent ? (
            <p role="status" className="mb-6 rounded-md border border-accent bg-accent-soft p-4">
              <strong>{contactToasts.success.title}</strong> {contactToasts.success.description}
            </p>
          ) : null}
          {result?.status === "error" || result?.status === "rate-limited" ? (
            <p role="alert" className="mb-6 rounded-md border-2 border-red-800 bg-surface p-4">
              <strong>{contactToasts.failure.title}</strong> {contactToasts.failure.description}
            </p>
          ) : null}
          <ContactForm serverResult={result} />
        </div>

        <div className="space-y-6">
          <div className="rounded-lg border border-line bg-surface p-6">
            <h2 className="font-serif text-2xl">Get in touch</h2>
            <ul className="mt-4 space-y-4">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
                <div>
                  <p className="font-semibold">Email</p>
                  <a href={`mailto:${contact?.supportEmail}`} className="break-all text-accent-strong underline">
                    {contact?.supportEmail}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
                <div>
                  <p className="font-semibold">Phone</p>
                  <a href={`tel:${contact?.phone.replace(/[^\d+]/g, "")}`} className="text-accent-strong underline">
                    {contact?.phone}
                  </a>
                </div>
              </li>
            </ul>
          </div>
          <div className="rounded-lg border border-line bg-surface p-6">
            <h2 className="flex items-center gap-2 font-serif text-2xl">
              <Clock aria-hidden="true" className="size-6 text-accent-strong" />
              Office Hours
            </h2>
            <dl className="mt-4 space-y-2">
              {officeHours.map(([days, hours]) => (
                <div key={days} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-semibold">{days}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
