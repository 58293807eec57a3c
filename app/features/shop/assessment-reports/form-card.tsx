import { Brain, CloudRain, Compass, Flower2, Heart, type LucideIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { addToCartAndGo } from "~/features/shop/cart-actions";
import { Button, ButtonLink } from "~/components/ui/button";
import { Deferred } from "~/components/ui/deferred";
import type { FormDetails } from "~/domains/assessments/form-details";
import type { ReportsAccess } from "./reports-access";
import { type FormType } from "~/shared/form-types";

const icons: Record<FormType, LucideIcon> = {
  marriage: Heart,
  "death-grief": Flower2,
  depression: CloudRain,
  "mental-health-wellbeing": Brain,
  enneagram: Compass,
};

type FormCardProps = {
  details: FormDetails;
  price: string;
  /** Null for a signed-out visitor: nothing to check, every card offers the purchase. */
  access: ReportsAccess | Promise<ReportsAccess> | null;
};

/** One form on /reports (spec section 4, "Form card"): checking access, then Access Form or Purchase & Access. */
export function FormCard({ details, price, access }: FormCardProps) {
  const Icon = icons[details.formType];
  const headingId = `form-card-${details.formType}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6">
      <Icon aria-hidden="true" className="size-9 text-accent-strong" />
      <h2 id={headingId} className="font-serif text-2xl leading-snug text-ink">
        {details.name}
      </h2>
      <p className="text-muted">{details.description}</p>
      <p className="text-2xl font-semibold text-ink">
        {price}
        <span className="ml-2 text-base font-normal text-muted">one-time</span>
      </p>
      <div className="mt-auto pt-2">
        {access ? (
          <Deferred value={access} fallback={<CheckingAccess />}>
            {(resolved) => <CardAction details={details} hasAccess={resolved[details.formType]} />}
          </Deferred>
        ) : (
          <CardAction details={details} hasAccess={false} />
        )}
      </div>
    </article>
  );
}

function CheckingAccess() {
  return (
    <p role="status" className="flex min-h-11 items-center text-muted">
      Checking access…
    </p>
  );
}

function CardAction({ details, hasAccess }: { details: FormDetails; hasAccess: boolean }) {
  const navigate = useNavigate();
  if (hasAccess) {
    return (
      <ButtonLink to={details.path} className="w-full" aria-label={`Access Form: ${details.name}`}>
        Access Form
      </ButtonLink>
    );
  }
  const purchase = () =>
    void addToCartAndGo(details.purchase.productId, details.purchase.category, () => navigate("/checkout"), {
      // The spec words this toast with the card's name, not the cart line's.
      added: () => ({ title: `${details.name} added to cart!` }),
      failed: { title: "Failed to add item to cart. Please try again.", type: "error" },
    });
  return (
    // The visible words start the name (WCAG 2.5.3); the form's name tells five identical buttons apart.
    <Button variant="secondary" className="w-full" onClick={purchase} aria-label={`Purchase & Access: ${details.name}`}>
      Purchase &amp; Access
    </Button>
  );
}
