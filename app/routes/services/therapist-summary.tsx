import { Check } from "lucide-react";
import type { Route } from "./+types/therapist-summary";
import { ContentSection } from "~/components/content/content-section";
import { CrisisSupport } from "~/components/content/crisis-support";
import { PageHero } from "~/components/content/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { pageMeta } from "~/domains/content/page-meta";
import {
  summaryBenefits,
  summaryCare,
  summaryParts,
  therapistSummaryIntro,
  therapistSummaryPrerequisite,
} from "~/domains/content/services/therapist-summary";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function TherapistSummary() {
  const alone = getProduct("therapist-summary");
  const withCatharsis = getProduct("catharsis-therapist");
  return (
    <>
      <PageHero
        heading="Therapist Summary"
        eyebrow="For you and your care team"
        actions={
          <ButtonLink to="/pricing" size="lg">
            See Pricing
          </ButtonLink>
        }
      >
        {therapistSummaryIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="text-base text-ink">{therapistSummaryPrerequisite}</p>
      </PageHero>

      <ContentSection id="parts" heading="Two documents, one clear picture">
        <ul className="grid gap-6 md:grid-cols-2">
          {summaryParts.map((part) => (
            <li key={part.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-serif text-2xl">{part.title}</h3>
              <p className="mt-2">{part.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="benefits" heading="How it helps" tone="surface">
        <ul className="grid gap-4 md:grid-cols-2">
          {summaryBenefits.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="care" heading="Your story stays yours" width="narrow">
        <ul className="list-disc space-y-2 pl-6 marker:text-accent-strong">
          {summaryCare.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 text-lg">
          The Therapist Summary is{" "}
          <strong className="font-semibold">{formatPrice(alone?.priceCents ?? 0)}</strong>, or{" "}
          <strong className="font-semibold">{formatPrice(withCatharsis?.priceCents ?? 0)}</strong> together
          with a Catharsis survey and report. It is also part of our Complete Bundle.
        </p>
        <div className="mt-6">
          <ButtonLink to="/pricing">View Pricing Options</ButtonLink>
        </div>
        <CrisisSupport headingLevel={3} heading="If you need help right now" className="mt-10" />
      </ContentSection>
    </>
  );
}
