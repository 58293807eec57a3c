import { Link } from "react-router";
import { formatPrice } from "~/domains/catalog/format-price";
import { orderStatusLabels } from "~/domains/accounts/profile/account-labels";
import { EmptyState, StatusBadge } from "./account-section";
import type { OrderView } from "./account-view";

const statusTone = { paid: "done", failed: "warning", refunded: "neutral" } as const;

export function OrdersList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState>
        You have no orders yet. When you buy a report, it appears here.{" "}
        <Link to="/pricing" className="font-semibold text-accent-strong underline">
          See our prices
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {orders.map((order) => (
        <li key={order.id} className="rounded-lg border border-line bg-surface p-5">
          <article aria-label={`Order of ${order.date}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">
                <time dateTime={order.isoDate}>{order.date}</time>
              </h3>
              <StatusBadge tone={statusTone[order.status]}>{orderStatusLabels[order.status]}</StatusBadge>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold text-muted">Items</dt>
              <dd>
                <ul>
                  {order.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
              <dt className="font-semibold text-muted">Amount</dt>
              <dd>{formatPrice(order.amountCents)}</dd>
              <dt className="font-semibold text-muted">Order number</dt>
              <dd className="break-all text-sm">{order.id}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
