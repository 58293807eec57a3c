import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { OrderPage } from "./orders-page.server";

/**
 * Gives a paid order's money back through the payment provider. The box must
 * be ticked first, on the server too: a refund closes the client's
 * questionnaires and cancels reports not yet delivered (docs/product.md).
 */
export function RefundOrderForm({ order, result }: { order: OrderPage; result: { message: string } | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "refund";
  if (!order.canRefund) {
    return (
      <p className="mt-3 text-muted">
        {order.status === "refunded" ? "This order has been refunded." : "This order was never paid, so there is nothing to give back."}
      </p>
    );
  }
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3">
      <p>
        Gives {order.total} back to the card it was paid with. The questionnaires this order opened close, and reports not yet
        delivered are cancelled; a report already delivered stays the client&apos;s. This cannot be undone.
      </p>
      {result ? (
        <p role="alert" className="rounded-md border-l-4 border-red-800 bg-surface px-4 py-3 font-semibold text-red-800">
          {result.message}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="refund" />
      <div className="flex items-start gap-3">
        <input id="refund-confirm" name="confirm" type="checkbox" value="yes" required className="mt-1 size-5 shrink-0 accent-accent-strong" />
        <label htmlFor="refund-confirm">I understand: refund {order.total} and close what this order opened.</label>
      </div>
      <Button type="submit" variant="secondary" disabled={busy} className="self-start">
        {busy ? "Refunding…" : `Refund ${order.total}`}
      </Button>
    </Form>
  );
}
