import { Check } from "lucide-react";
import type { Route } from "./+types/root-cause";
import { ContentSection } from "~/components/content/content-section";
import { CrisisSupport } from "~/components/content/crisis-support";
import { PageHero } from "~/components/content/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { pageMeta } from "~/domains/content/page-meta";
import {
  rootCauseForWhom,
  rootCauseIncludes,
  rootCauseIntro,
  rootCauseMethod,
  rootCausePrerequisite,
} from "~/domains/content/services/root-cause";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function RootCause() {
  const bundle = getProduct("catharsis-root-cause");
  return (
    <>
      <PageHero
        heading="Root Cause Analysis"
        eyebrow="Go deeper"
        actions={
          <ButtonLink to="/pricing" size="lg">
            See Pricing
          </ButtonLink>
        }
      >
        {rootCauseIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="text-base text-ink">{rootCausePrerequisite}</p>
      </PageHero>

      <ContentSection id="method" heading="Our six-step method">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rootCauseMethod.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-6">
              <p className="font-semibold text-accent-strong">Step {index + 1}</p>
              <h3 className="mt-1 font-serif text-xl">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="includes" heading="What your report includes" tone="surface">
        <div className="grid gap-10 lg:grid-cols-2">
          <ul className="space-y-3">
            {rootCauseIncludes.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <div>
            <h3 className="font-serif text-2xl">Is it right for you?</h3>
            <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-accent-strong">
              {rootCauseForWhom.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </ContentSection>

      <ContentSection id="price" heading="Price" width="narrow">
        <p className="text-lg">
          {/* Root Cause is not sold alone, so there is no "separately" price to claim a saving against. */}
          Root Cause Analysis comes with a Catharsis survey and report: both for{" "}
          <strong className="font-semibold">{formatPrice(bundle?.priceCents ?? 0)}</strong>. It is also
          part of our Complete Bundle.
        </p>
        <p className="mt-4 text-muted">
          It supports reflection and planning. It is not a diagnosis and not a substitute for
          professional care.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/pricing">View Pricing Options</ButtonLink>
        </div>
        <CrisisSupport headingLevel={3} heading="If you need help right now" className="mt-10" />
      </ContentSection>
    </>
  );
}
