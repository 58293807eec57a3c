import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CallToAction, onDarkPrimary, onDarkSecondary } from "~/components/content/call-to-action";
import { ContentSection } from "~/components/content/content-section";
import { CrisisSupport } from "~/components/content/crisis-support";
import { OfferingCard } from "~/components/content/offering-card";
import { OfferingIcon } from "~/components/content/offering-icon";
import { PageHero } from "~/components/content/page-hero";
import { linkClass } from "~/components/content/rich-text";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { offerings } from "~/domains/content/services/offerings";
import { pageMeta } from "~/domains/content/page-meta";
import { fiveSteps, keyFeatures, situations } from "~/domains/content/services/services-overview";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

const priceOf = (productId: string) => formatPrice(getProduct(productId)?.priceCents ?? 0);

export default function Services() {
  return (
    <>
      <PageHero heading="Our Services">
        <p>
          Whatever you are carrying, grief, low mood, a strained marriage, or simply the sense that
          something needs to change, there is a report to help you see it clearly and take the next
          step.
        </p>
      </PageHero>

      <ContentSection id="offerings" heading="Four ways we can help">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {offerings.map((offering) => (
            <li key={offering.id}>
              <OfferingCard
                {...offering}
                price={priceOf(offering.priceProductId)}
                icon={<OfferingIcon id={offering.id} />}
              />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="features" heading="What every report gives you" tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {keyFeatures.map((feature) => (
            <li key={feature.id} className="rounded-2xl bg-accent-soft p-6">
              <h3 className="font-serif text-xl">{feature.title}</h3>
              <p className="mt-2">{feature.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="process" heading="Our five-step process">
        <ol className="grid gap-6 md:grid-cols-5">
          {fiveSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
              <p aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-accent-strong font-semibold text-white">
                {index + 1}
              </p>
              <h3 className="mt-3 font-serif text-xl">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="situations" heading="Is this for you?" tone="surface">
        <ul className="grid gap-6 lg:grid-cols-3">
          {situations.map((situation) => (
            <li key={situation.id} className="flex flex-col rounded-2xl border border-line bg-paper p-6">
              <h3 className="font-serif text-2xl">{situation.title}</h3>
              <p className="mt-3 flex-1">{situation.text}</p>
              <p className="mt-4">
                <Link to={situation.to} className={linkClass}>
                  {situation.linkText}
                </Link>
              </p>
            </li>
          ))}
        </ul>
        <CrisisSupport headingLevel={3} heading="If you need help right now" className="mt-10" />
      </ContentSection>

      <CallToAction
        id="closing"
        heading="Ready when you are"
        actions={
          <>
            <Link to="/pricing" className={onDarkPrimary}>
              See Pricing
            </Link>
            <Link to="/contact" className={onDarkSecondary}>
              Ask Us a Question
            </Link>
          </>
        }
      >
        <p>Every report is a one-time purchase with a 30-day satisfaction guarantee.</p>
      </CallToAction>
    </>
  );
}
