import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/checkout-success";
import { clearCartAfterOrder } from "~/features/shop/cart-actions";
import { CrisisNote } from "~/features/shop/crisis-note";
import { PAID_MESSAGE, VerifiedOrder } from "~/features/shop/verified-order";
import { showToast } from "~/components/toast/toaster";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { verifyCheckoutSession, type VerifyCheckoutResult } from "~/domains/checkout/verify-checkout-session.server";
import { pageMeta } from "~/domains/content/page-meta";

// A payment the provider has not confirmed yet is asked about again, a few times.
const POLL_ATTEMPTS = 5;
const POLL_INTERVAL_MS = 2000;

export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id")?.trim() ?? "";
  const user = await getCurrentUser(request);
  const result: VerifyCheckoutResult =
    sessionId && sessionId.length <= 255
      ? await verifyCheckoutSession({ sessionId, cookieHeader: request.headers.get("Cookie"), userId: user?.id ?? null })
      : { status: "not-found" };
  return { result, signedIn: user !== null };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const tags = pageMeta(location.pathname, matches);
  const status = loaderData?.result.status;
  if (status === "paid") return tags;
  const title = status === "pending" ? "Verifying your payment | Catharsis" : "Verification failed | Catharsis";
  // The registry's title assumes success; a failed or pending check must not announce one.
  return tags.map((tag) => ("title" in tag ? { title } : "property" in tag && tag.property === "og:title" ? { ...tag, content: title } : tag));
};

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { result, signedIn } = loaderData;
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const verifying = result.status === "pending" && polls < POLL_ATTEMPTS;
  const failed = !verifying && result.status !== "paid";
  const orderId = result.status === "paid" ? result.order.id : null;
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!verifying) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
    // `revalidator` is a new object on every render; the poll only restarts when its outcome changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verifying, polls]);

  useEffect(() => {
    const outcome = orderId ?? (failed ? "failed" : null);
    if (!outcome || announced.current === outcome) return;
    announced.current = outcome;
    if (orderId) {
      clearCartAfterOrder(orderId);
      showToast({ title: PAID_MESSAGE, nextStep: true });
    } else {
      showToast({ title: "Verification failed", description: "There was an issue verifying your payment. Please contact support.", type: "error" });
    }
  }, [orderId, failed]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {result.status === "paid" ? (
        <>
          <h1 className="font-serif text-4xl text-ink">Payment Successful</h1>
          <VerifiedOrder order={result.order} signedIn={signedIn} />
        </>
      ) : verifying ? (
        <>
          <h1 className="font-serif text-4xl text-ink">Verifying your payment</h1>
          <p role="status" className="mt-4 text-lg">
            Verifying your payment... This usually takes a few seconds. Please keep this page open.
          </p>
        </>
      ) : (
        <>
          <h1 className="font-serif text-4xl text-ink">Verification failed</h1>
          {/* The error toast announces this; the page copy stays quiet so it is not read twice. */}
          <p className="mt-4 text-lg">
            There was an issue verifying your payment. Please contact support.
          </p>
          <p className="mt-4">
            If you paid, please keep the confirmation from your card provider and write to us: we will
            sort it out. Your cart is still saved.
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <Link to="/contact" className="font-semibold text-accent-strong underline">
              Contact support
            </Link>
            <Link to="/cart" className="font-semibold text-accent-strong underline">
              Return to Cart
            </Link>
          </div>
        </>
      )}
      <CrisisNote className="mt-12" />
    </div>
  );
}
