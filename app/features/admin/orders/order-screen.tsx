import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { DetailHeader } from "~/components/ui/detail-header";
import { DetailSection } from "~/components/ui/detail-section";
import { StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import type { OrderPage } from "./orders-page.server";
import { RefundOrderForm } from "./refund-order-form";

type Moment = { text: string; iso: string } | null;

const When = ({ at }: { at: Moment }) => (at ? <time dateTime={at.iso}>{at.text}</time> : <span className="text-muted">Not yet</span>);

type Row = { key: string; cells: ReactNode[] };

/**
 * A small table of the order's parts with column headers; below 640 px each
 * row becomes a block of labelled lines (as on the list). The first cell
 * names the row; the section's heading says what the table holds.
 */
function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: Row[] }) {
  const columns: StackingColumn<Row>[] = headers.map((header, index) => ({
    header,
    rowHeader: index === 0,
    className: index === 0 ? "font-normal" : undefined,
    cell: (row) => row.cells[index],
  }));
  return <StackingTable caption={caption} captionHidden columns={columns} rows={rows} rowKey={(row) => row.key} stackBelow="sm" className="mt-3" />;
}

const notYet = <span className="text-muted">Not yet</span>;

/** A refused action's reason, shown beside the form that was sent. */
export type ResendResult = { ok: false; message: string; intent?: "resend-receipt" | "refund" } | undefined;

function ResendReceipt({ order, result }: { order: OrderPage; result: ResendResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend-receipt";
  if (!order.canResendReceipt) return <p className="mt-3 text-muted">This order was never paid, so it has no receipt to send.</p>;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3">
      <p>
        Sends the receipt once more to <span className="break-all">{order.email}</span>, as it was sent after payment.
      </p>
      {result && !result.ok && result.intent !== "refund" ? (
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
      <DetailHeader listHref="/admin/orders" listLabel="All orders" title={<>Order {order.id}</>} wrap="break-all" />
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

      <DetailSection id="order-lines" title="Lines" empty={order.lines.length === 0 ? "This order has no lines." : null}>
        <DataTable
          caption="The order's lines"
          headers={["Product", "Category", "Quantity", "Price", "Line total"]}
          rows={order.lines.map((line) => ({ key: line.id, cells: [line.product, line.category, line.quantity, line.unitPrice, line.lineTotal] }))}
        />
      </DetailSection>

      <DetailSection id="order-payment" title="Payment events">
        <DataTable
          caption="What happened to the payment, oldest first"
          headers={["Event", "When", "Detail"]}
          rows={order.events.map((event, index) => ({
            key: `${event.label}-${index}`,
            cells: [event.label, <When key="when" at={event.at} />, <span key="detail" className="break-all">{event.detail}</span>],
          }))}
        />
      </DetailSection>

      <DetailSection id="order-receipt" title="Receipt">
        <ResendReceipt order={order} result={result} />
      </DetailSection>

      <DetailSection id="order-refund" title="Refund">
        <RefundOrderForm order={order} result={result?.intent === "refund" ? result : undefined} />
      </DetailSection>

      <DetailSection id="order-entitlements" title="Access granted" empty={order.entitlements.length === 0 ? "This order has granted nothing." : null}>
        <DataTable
          caption="Forms this order opened, one per copy"
          headers={["Form", "Reports owed", "Access", "Granted", "Revoked"]}
          rows={order.entitlements.map((entitlement) => ({
            key: entitlement.id,
            cells: [
              entitlement.form,
              entitlement.reportsOwed,
              entitlement.statusLabel,
              <When key="granted" at={entitlement.granted} />,
              entitlement.revoked ? <When key="revoked" at={entitlement.revoked} /> : <span className="text-muted">No</span>,
            ],
          }))}
        />
      </DetailSection>

      <DetailSection id="order-submissions" title="Submissions" empty={order.submissions.length === 0 ? "No questionnaire has been sent from this order yet." : null}>
        <DataTable
          caption="Questionnaires sent from this order"
          headers={["Form", "Sent", "Status", "Attention"]}
          rows={order.submissions.map((submission) => ({
            key: submission.id,
            cells: [
              <Link key="link" to={`/admin/submissions/${encodeURIComponent(submission.id)}`} className="font-semibold text-accent-strong underline">
                {submission.form}
                <span className="sr-only"> submission</span>
              </Link>,
              <When key="sent" at={submission.submitted} />,
              submission.statusLabel,
              submission.urgent ? "Flagged" : <span className="text-muted">None</span>,
            ],
          }))}
        />
      </DetailSection>

      <DetailSection id="order-reports" title="Reports" empty={order.reports.length === 0 ? "No report has been started from this order yet." : null}>
        <DataTable
          caption="Reports written from this order's submissions"
          headers={["Report", "Stage", "Delivered"]}
          rows={order.reports.map((report) => ({
            key: report.id,
            cells: [
              <Link key="link" to={`/admin/reports/${encodeURIComponent(report.id)}`} className="font-semibold text-accent-strong underline">
                {report.kind}
              </Link>,
              report.stageLabel,
              report.delivered ? <When key="delivered" at={report.delivered} /> : notYet,
            ],
          }))}
        />
      </DetailSection>
    </article>
  );
}
