import type { Route } from "./+types/accessibility";
import { ContentSection } from "~/components/content/content-section";
import { PageHero } from "~/components/content/page-hero";
import { ContentBlocks, linkClass } from "~/components/content/rich-text";
import { usePublicConfig } from "~/components/content/use-public-config";
import {
  accessibilityCommitment,
  accessibilityFeatures,
  accessibilityStandard,
} from "~/domains/content/legal/accessibility-statement";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Accessibility() {
  const { contact } = usePublicConfig();
  const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, "")}`;
  return (
    <>
      <PageHero heading="Accessibility Statement">
        <p>How we make Catharsis comfortable to use for everyone, and how to tell us when something gets in your way.</p>
      </PageHero>

      <ContentSection id="commitment" heading="Our commitment" width="narrow">
        <ContentBlocks blocks={accessibilityCommitment} className="text-lg" />
      </ContentSection>

      <ContentSection id="features" heading="Accessibility features" tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {accessibilityFeatures.map((feature) => (
            <li key={feature.id} className="rounded-2xl border border-line bg-paper p-6">
              <h3 className="font-serif text-xl">{feature.title}</h3>
              <p className="mt-2">{feature.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="standard" heading="Our standard: WCAG 2.1 Level AA" width="narrow">
        <ContentBlocks blocks={accessibilityStandard} className="text-lg" />
      </ContentSection>

      <ContentSection id="feedback" heading="Feedback and help" width="narrow" tone="surface">
        <div className="space-y-4 text-lg">
          <p>
            If something on our site is hard to use, or you need information in another format,
            please tell us. E-mail{" "}
            <a href={`mailto:${contact.accessibilityEmail}`} className={linkClass}>
              {contact.accessibilityEmail}
            </a>{" "}
            or call{" "}
            <a href={phoneHref} className={linkClass}>
              {contact.phone}
            </a>
            .
          </p>
          <p>
            Let us know which page you were on and what happened. We reply within 24 hours on
            business days, and we will help you get what you need in the meantime.
          </p>
        </div>
      </ContentSection>
    </>
  );
}
