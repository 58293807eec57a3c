import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CallToAction, onDarkPrimary, onDarkSecondary } from "~/components/content/call-to-action";
import { ContentSection } from "~/components/content/content-section";
import { CrisisSupport } from "~/components/content/crisis-support";
import { PageHero } from "~/components/content/page-hero";
import { ContentBlocks } from "~/components/content/rich-text";
import { aboutApproach, aboutBelief, aboutIntro, aboutMission, aboutStory } from "~/domains/content/about";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function About() {
  return (
    <>
      <PageHero heading="About Catharsis">
        <p>{aboutIntro}</p>
      </PageHero>

      <ContentSection id="story" heading="Our story" width="narrow">
        <ContentBlocks blocks={aboutStory} className="text-lg" />
      </ContentSection>

      <ContentSection id="mission" heading="Our mission" width="narrow" tone="surface">
        <ContentBlocks blocks={aboutMission} className="text-lg" />
      </ContentSection>

      <ContentSection id="approach" heading="Our approach">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aboutApproach.map((point) => (
            <li key={point.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-serif text-xl">{point.title}</h3>
              <p className="mt-2 text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="belief" heading="Our core belief" width="narrow" tone="surface">
        <ContentBlocks blocks={aboutBelief} className="text-lg" />
        <CrisisSupport headingLevel={3} heading="If you need help right now" className="mt-10" />
      </ContentSection>

      <CallToAction
        id="closing"
        heading="We would be glad to help"
        actions={
          <>
            <Link to="/services" className={onDarkPrimary}>
              Explore Services
            </Link>
            <Link to="/contact" className={onDarkSecondary}>
              Contact Us
            </Link>
          </>
        }
      />
    </>
  );
}
