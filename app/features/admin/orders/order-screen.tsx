import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { OrderPage } from "./orders-page.server";

type Moment = { text: string; iso: string } | null;

const When = ({ at }: { at: Moment }) => (at ? <time dateTime={at.iso}>{at.text}</time> : <span className="text-muted">Not yet</span>);

const th = "px-4 py-3";
const td = "px-4 py-3 align-top";

/** A small table with a caption, in a box that scrolls by itself (never the page) if a narrow screen needs it. */
function DataTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {headers.map((header) => (
              <th key={header} scope="col" className={th}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Section({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      {empty ? <p className="mt-3 text-muted">{empty}</p> : children}
    </section>
  );
}

export type ResendResult = { ok: false; message: string } | undefined;

function ResendReceipt({ order, result }: { order: OrderPage; result: ResendResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend-receipt";
  if (!order.canResendReceipt) return <p className="mt-3 text-muted">This order was never paid, so it has no receipt to send.</p>;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3">
      <p>
        Sends the receipt once more to <span className="break-all">{order.email}</span>, as it was sent after payment.
      </p>
      {result && !result.ok ? (
        <p role="alert" className="rounded-md border-l-4 border-red-800 bg-surface px-4 py-3 font-semibold text-red-800">
          {result.message}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="resend-receipt" />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Sending…" : "Resend the receipt"}
      </Button>
    </Form>
  );
}

/** /admin/orders/:orderId: the order, its payment, what it granted and what came of it. */
export function OrderScreen({ order, result, notice }: { order: OrderPage; result: ResendResult; notice: string | null }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p>
        <Link to="/admin/orders" className="font-semibold text-accent-strong underline">
          All orders
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl break-all sm:text-4xl">Order {order.id}</h1>
      {notice ? (
        // The toast shows this too; without JavaScript, this is where it is read.
        <p className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">{notice}</p>
      ) : null}
      <dl className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd>{order.statusLabel}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{order.email}</dd>
        <dt className="font-semibold">Total</dt>
        <dd>
          {order.total} ({order.currency})
        </dd>
        <dt className="font-semibold">Ordered</dt>
        <dd>
          <When at={order.created} />
        </dd>
        <dt className="font-semibold">Paid</dt>
        <dd>
          <When at={order.paid} />
        </dd>
        {order.refunded ? (
          <>
            <dt className="font-semibold">Refunded</dt>
            <dd>
              <When at={order.refunded} />
            </dd>
          </>
        ) : null}
      </dl>

      <Section id="order-lines" title="Lines" empty={order.lines.length === 0 ? "This order has no lines." : null}>
        <DataTable caption="The order's lines" headers={["Product", "Category", "Quantity", "Price", "Line total"]}>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${td} font-normal`}>
                {line.product}
              </th>
              <td className={td}>{line.category}</td>
              <td className={td}>{line.quantity}</td>
              <td className={`${td} whitespace-nowrap`}>{line.unitPrice}</td>
              <td className={`${td} whitespace-nowrap`}>{line.lineTotal}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="order-payment" title="Payment events" empty={null}>
        <DataTable caption="What happened to the payment, oldest first" headers={["When", "Event", "Detail"]}>
          {order.events.map((event, index) => (
            <tr key={`${event.label}-${index}`} className="border-b border-line last:border-b-0">
              <td className={`${td} whitespace-nowrap`}>
                <When at={event.at} />
              </td>
              <th scope="row" className={`${td} font-normal`}>
                {event.label}
              </th>
              <td className={`${td} break-all`}>{event.detail}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="order-receipt" title="Receipt" empty={null}>
        <ResendReceipt order={order} result={result} />
      </Section>

      <Section id="order-entitlements" title="Access granted" empty={order.entitlements.length === 0 ? "This order has granted nothing." : null}>
        <DataTable caption="Forms this order opened, one per copy" headers={["Form", "Reports owed", "Access", "Granted", "Revoked"]}>
          {order.entitlements.map((entitlement) => (
            <tr key={entitlement.id} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${td} font-normal`}>
                {entitlement.form}
              </th>
              <td className={td}>{entitlement.reportsOwed}</td>
              <td className={td}>{entitlement.statusLabel}</td>
              <td className={td}>
                <When at={entitlement.granted} />
              </td>
              <td className={td}>{entitlement.revoked ? <When at={entitlement.revoked} /> : <span className="text-muted">No</span>}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="order-submissions" title="Submissions" empty={order.submissions.length === 0 ? "No questionnaire has been sent from this order yet." : null}>
        <DataTable caption="Questionnaires sent from this order" headers={["Form", "Sent", "Status", "Attention"]}>
          {order.submissions.map((submission) => (
            <tr key={submission.id} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${td} font-normal`}>
                <Link to={`/admin/submissions/${encodeURIComponent(submission.id)}`} className="font-semibold text-accent-strong underline">
                  {submission.form}
                  <span className="sr-only"> submission</span>
                </Link>
              </th>
              <td className={td}>
                <When at={submission.submitted} />
              </td>
              <td className={td}>{submission.statusLabel}</td>
              <td className={td}>{submission.urgent ? "Flagged" : <span className="text-muted">None</span>}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="order-reports" title="Reports" empty={order.reports.length === 0 ? "No report has been started from this order yet." : null}>
        <DataTable caption="Reports written from this order's submissions" headers={["Report", "Stage", "Delivered"]}>
          {order.reports.map((report) => (
            <tr key={report.id} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${td} font-normal`}>
                <Link to={`/admin/reports/${encodeURIComponent(report.id)}`} className="font-semibold text-accent-strong underline">
                  {report.kind}
                </Link>
              </th>
              <td className={td}>{report.stageLabel}</td>
              <td className={td}>{report.delivered ? <When at={report.delivered} /> : <span className="text-muted">Not yet</span>}</td>
            </tr>
          ))}
        </DataTable>
      </Section>
    </article>
  );
}
