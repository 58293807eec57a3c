import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { DetailHeader } from "~/components/ui/detail-header";
import { DetailSection } from "~/components/ui/detail-section";
import type { ClientView } from "./client-views";
import { GrantAccessForm, type GrantFormResult } from "./grant-access-form";

const list = "mt-3 divide-y divide-line rounded-lg border border-line bg-surface";
const item = "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3";
const link = "font-semibold break-all text-accent-strong underline";

/** /admin/clients/:userId: the account, what it bought and was given, what it sent, and its reports. */
export function ClientScreen({ client, result, notice }: { client: ClientView; result: GrantFormResult; notice: string | null }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <DetailHeader listHref="/admin/clients" listLabel="All clients" title={client.email} wrap="break-all" />
      {notice ? <p className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">{notice}</p> : null}
      <dl className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Joined</dt>
        <dd>
          <time dateTime={client.created.iso}>{client.created.text}</time>
        </dd>
        <dt className="font-semibold">E-mail verified</dt>
        <dd>{client.verified ? "Yes" : "Not yet"}</dd>
        <dt className="font-semibold">Signed in now</dt>
        <dd>{client.activeSessions === 0 ? "On no device" : `On ${client.activeSessions} ${client.activeSessions === 1 ? "device" : "devices"}`}</dd>
      </dl>
      {client.verified ? null : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="resend-verification" />
          <Button type="submit" variant="secondary">
            Send a new verification link
          </Button>
        </Form>
      )}

      <DetailSection id="client-orders" title="Orders" empty={client.orders.length === 0 ? "No orders." : null}>
        <ul className={list}>
          {client.orders.map((order) => (
            <li key={order.id} className={item}>
              <Link to={`/admin/orders/${encodeURIComponent(order.id)}`} className={link}>
                {order.id}
              </Link>
              <span>
                {order.statusLabel}, {order.total}, <time dateTime={order.created.iso}>{order.created.text}</time>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection id="client-access" title="Access" empty={client.access.length === 0 ? "No questionnaire has been opened for this client." : null}>
        <ul className={list}>
          {client.access.map((access) => (
            <li key={access.id} className={item}>
              <span className="font-semibold">
                {access.form} ({access.reports})
              </span>
              <span>
                {access.active ? "Open" : "Closed"}. {access.source}, <time dateTime={access.granted.iso}>{access.granted.text}</time>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection id="client-grant" title="Grant access by hand">
        <p className="mt-2 text-muted">Opens what buying the product would open, without an order. Use it for a payment taken another way, or as a goodwill gesture.</p>
        <GrantAccessForm result={result} />
      </DetailSection>

      <DetailSection id="client-submissions" title="Questionnaires sent" empty={client.submissions.length === 0 ? "None sent yet." : null}>
        <ul className={list}>
          {client.submissions.map((submission) => (
            <li key={submission.id} className={item}>
              <Link to={`/admin/submissions/${encodeURIComponent(submission.id)}`} className={link}>
                {submission.form}
                <span className="sr-only"> submission</span>
              </Link>
              <span>
                <time dateTime={submission.sent.iso}>{submission.sent.text}</time>
                {submission.urgent ? ", flagged" : ""}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection id="client-reports" title="Reports" empty={client.reports.length === 0 ? "No reports yet." : null}>
        <ul className={list}>
          {client.reports.map((report) => (
            <li key={report.id} className={item}>
              <Link to={`/admin/reports/${encodeURIComponent(report.id)}`} className={link}>
                {report.kind}
              </Link>
              <span>
                {report.state}, due <time dateTime={report.due.iso}>{report.due.text}</time>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
    </article>
  );
}
