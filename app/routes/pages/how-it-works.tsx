import { Check, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/how-it-works";
import { ContentSection } from "~/components/content/content-section";
import { OfferingIcon } from "~/components/content/offering-icon";
import { PageHero } from "~/components/content/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { benefits, howItWorksSteps } from "~/domains/content/how-it-works";
import { offerings } from "~/domains/content/services/offerings";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function HowItWorks() {
  return (
    <>
      <PageHero heading="How It Works">
        <p>
          Four simple steps, from choosing your assessment to reading your personal report. There is
          no appointment to book and no waiting room: you answer from home, whenever suits you.
        </p>
      </PageHero>

      <ContentSection id="steps" heading="Four steps to your report">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howItWorksSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-6">
              <p className="font-semibold text-accent-strong">Step {index + 1}</p>
              <h3 className="mt-1 font-serif text-2xl">{step.title}</h3>
              <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-semibold">
                <Clock aria-hidden="true" className="size-4" />
                {step.duration}
              </p>
              <p className="mt-3 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="benefits" heading="Why people choose Catharsis" tone="surface">
        <ul className="grid gap-4 md:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-muted">
          Our reports support reflection. They are not a diagnosis, not a treatment and not meant for
          a crisis: if you need help right now, call or text 988, or text HOME to 741741.
        </p>
      </ContentSection>

      <ContentSection id="prices" heading="Choose your report">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offerings.map((offering) => (
            <li key={offering.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6 text-center">
              <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                <OfferingIcon id={offering.id} />
              </span>
              <h3 className="mt-4 font-serif text-2xl">{offering.title}</h3>
              <p className="mt-2 font-serif text-4xl text-accent-strong">
                {formatPrice(getProduct(offering.priceProductId)?.priceCents ?? 0)}
              </p>
              {offering.priceNote ? <p className="text-muted">{offering.priceNote}</p> : null}
              <p className="mt-3 flex-1 text-muted">{offering.summary}</p>
              <ButtonLink to={offering.to} variant="secondary" className="mt-6">
                Explore {offering.title}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-lg">
          <Link to="/services" className="font-semibold text-accent-strong underline hover:text-accent">
            Compare all our services
          </Link>
        </p>
      </ContentSection>
    </>
  );
}
