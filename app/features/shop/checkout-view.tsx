import { Lock } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { showToast } from "~/components/toast/toaster";
import { Button, ButtonLink } from "~/components/ui/button";
import { type EmailProblem, checkGuestEmail } from "~/domains/checkout/purchase-email";
import { cartTotals } from "~/domains/cart/cart-math";
import { formatPrice } from "~/domains/catalog/format-price";
import { OrderSummary } from "./order-summary";
import { startCheckout } from "./start-checkout";
import { useCart } from "./use-cart";

type Stage = { name: "idle" } | { name: "processing" } | { name: "failed"; message: string };

/**
 * /checkout: the order summary, the guest's e-mail (signed-in users pay with
 * their account e-mail) and the pay button that takes this tab to the payment page,
 * which returns to the success page (ADR 0056: one tab on every device).
 */
export function CheckoutView({ accountEmail }: { accountEmail: string | null }) {
  const lines = useCart();
  const [stage, setStage] = useState<Stage>({ name: "idle" });
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const empty = lines !== null && lines.length === 0;
  const warnedEmpty = useRef(false);

  useEffect(() => {
    // Once per visit, and not while this tab is on its way to the payment page.
    if (empty && stage.name === "idle" && !warnedEmpty.current) {
      warnedEmpty.current = true;
      showToast({ title: "Your cart is empty", description: "No items to checkout.", type: "error" });
    }
  }, [empty, stage.name]);

  const pay = async () => {
    if (!lines || lines.length === 0 || stage.name === "processing") return;
    let guestEmail: string | undefined;
    if (accountEmail === null) {
      const checked = checkGuestEmail(email);
      if ("problem" in checked) {
        setProblem(checked.problem);
        showToast({ ...checked.problem, type: "error" });
        emailRef.current?.focus();
        return;
      }
      guestEmail = checked.email;
      setEmail(checked.email);
      setProblem(null);
    }
    setStage({ name: "processing" });
    try {
      // "Processing..." stays on the button until the payment page replaces this one.
      window.location.assign(await startCheckout(lines, guestEmail));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setStage({ name: "failed", message });
      showToast({ title: "Checkout failed", description: message, type: "error" });
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl text-ink">Checkout</h1>
      {lines === null ? (
        <p className="mt-8 text-lg text-muted">Loading your cart...</p>
      ) : empty ? (
        <div className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center">
          <h2 className="font-serif text-2xl text-ink">Your cart is empty</h2>
          <p className="mt-2 text-muted">No items to checkout.</p>
          <ButtonLink to="/pricing" className="mt-6">
            View Pricing
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
          <form
            noValidate
            aria-labelledby="payment-details"
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
            className="rounded-2xl border border-line bg-surface p-6"
          >
            <h2 id="payment-details" className="font-serif text-2xl text-ink">
              Your details
            </h2>
            {accountEmail !== null ? (
              <p className="mt-4">
                You are signed in. Your receipt and questionnaire access go to <strong>{accountEmail}</strong>.
              </p>
            ) : (
              <div className="mt-4">
                <label htmlFor={emailId} className="block font-semibold text-ink">
                  Email address
                </label>
                <p id={`${emailId}-hint`} className="mt-1 text-muted">
                  We send your receipt here. To open your questionnaire after paying, create an account
                  or sign in with this same address.
                </p>
                <input
                  ref={emailRef}
                  id={emailId}
                  // Text, not "email": the browser would silently strip what the spec's rule reports on.
                  type="text"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setProblem(null);
                  }}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${emailId}-hint${problem ? ` ${emailId}-error` : ""}`}
                  className="mt-2 w-full rounded-lg border-2 border-muted bg-surface px-3 py-2.5 text-lg text-ink aria-invalid:border-red-700"
                />
                {problem ? (
                  <p id={`${emailId}-error`} className="mt-2 font-semibold text-red-800">
                    {problem.title} - {problem.description}
                  </p>
                ) : null}
              </div>
            )}
            {stage.name === "failed" ? (
              <div role="alert" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4">
                <p className="font-semibold text-red-800">Checkout failed</p>
                <p className="text-ink">{stage.message}</p>
              </div>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="mt-6 w-full"
              disabled={stage.name === "processing" || (accountEmail === null && email === "")}
            >
              <Lock aria-hidden="true" className="size-5" />
              {stage.name === "processing" ? "Processing..." : `Pay ${formatPrice(cartTotals(lines).subtotalCents)}`}
            </Button>
            <p className="mt-3 text-muted">
              Next comes our secure payment page, in this tab. You pay by credit or debit card; we never see your card number.
            </p>
          </form>
          <div>
            <OrderSummary lines={lines} showLines>
              <p className="mt-4">
                <Link to="/cart" className="text-accent-strong underline">
                  Change your cart
                </Link>
              </p>
            </OrderSummary>
          </div>
        </div>
      )}
    </div>
  );
}
