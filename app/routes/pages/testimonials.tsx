import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { CallToAction, onDarkPrimary, onDarkSecondary } from "~/components/content/call-to-action";
import { ContentSection } from "~/components/content/content-section";
import { PageHero } from "~/components/content/page-hero";
import { StarRating } from "~/components/content/star-rating";
import { TestimonialCard } from "~/components/content/testimonial-card";
import { pageMeta } from "~/domains/content/page-meta";
import { loadShownTestimonials } from "~/domains/content/site-content.server";
import { loadStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";

/** The provider's testimonials, read on each render (the public page cache keeps the page; ADR 44). */
export async function loader() {
  const [featured = null, ...stories] = await loadShownTestimonials(await loadStaffTimeZone());
  return { featured, stories, someIllustrative: [featured, ...stories].some((story) => story && !story.verified) };
}

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { featured, stories, someIllustrative } = loaderData;
  return (
    <>
      <PageHero heading="Success Stories">
        <p>How a report can help someone understand themselves a little better and take a next step.</p>
        {someIllustrative ? (
          <p className="mt-4">
            Stories without a &ldquo;Verified Customer&rdquo; mark are illustrative, based on the kinds of situations our clients bring.
          </p>
        ) : null}
      </PageHero>

      {featured ? (
        <ContentSection id="featured" heading="Featured story" width="narrow">
          <figure className="rounded-3xl border border-line bg-surface p-8 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <StarRating rating={featured.rating} />
              {featured.verified ? (
                <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent-strong">
                  <BadgeCheck aria-hidden="true" className="size-5" />
                  Verified Customer
                </p>
              ) : null}
            </div>
            <blockquote className="mt-6 font-serif text-2xl leading-relaxed break-words">
              <p>&ldquo;{featured.content}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 break-words">
              <span className="block font-semibold">
                {featured.name}
                {featured.age ? <span className="font-normal text-muted">, age {featured.age}</span> : null}
              </span>
              {featured.service ? <span className="block text-muted">{featured.service}</span> : null}
              {featured.verified ? (
                <span className="block text-muted">
                  <time dateTime={featured.verified.date}>{featured.verified.label}</time>
                </span>
              ) : null}
            </figcaption>
          </figure>
        </ContentSection>
      ) : (
        <ContentSection id="stories" heading="Stories to come" width="narrow">
          <p>Clients&apos; stories will appear here as they share them with us.</p>
        </ContentSection>
      )}

      {stories.length > 0 ? (
        <ContentSection id="stories" heading="More stories" tone="surface">
          <ul className="grid gap-6 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id}>
                <TestimonialCard {...story} />
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-3xl text-muted">
            Everyone&apos;s experience is different. Our reports support reflection and are not a
            diagnosis or a treatment.
          </p>
        </ContentSection>
      ) : null}

      <CallToAction
        id="closing"
        heading="Your story matters too"
        actions={
          <>
            <Link to="/services" className={onDarkPrimary}>
              Explore Services
            </Link>
            <Link to="/contact" className={onDarkSecondary}>
              Get Support
            </Link>
          </>
        }
      >
        <p>Find the report that fits where you are, or write to us with any question.</p>
      </CallToAction>
    </>
  );
}
