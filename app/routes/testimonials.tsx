import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { CallToAction, onDarkPrimary, onDarkSecondary } from "~/components/content/call-to-action";
import { ContentSection } from "~/components/content/content-section";
import { PageHero } from "~/components/content/page-hero";
import { StarRating } from "~/components/content/star-rating";
import { TestimonialCard } from "~/components/content/testimonial-card";
import { pageMeta } from "~/domains/content/page-meta";
import { featuredTestimonial as featured, stories } from "~/domains/content/testimonials";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Testimonials() {
  return (
    <>
      <PageHero heading="Success Stories">
        <p>
          Illustrative stories based on the kinds of situations our clients bring: how a report can
          help someone understand themselves a little better and take a next step.
        </p>
      </PageHero>

      <ContentSection id="featured" heading="Featured story" width="narrow">
        <figure className="rounded-3xl border border-line bg-surface p-8 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StarRating rating={featured.rating} />
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent-strong">
              <BadgeCheck aria-hidden="true" className="size-5" />
              Verified Customer
            </p>
          </div>
          <blockquote className="mt-6 font-serif text-2xl leading-relaxed">
            <p>&ldquo;{featured.content}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-semibold">{featured.name}</span>
            <span className="block text-muted">{featured.service}</span>
            <span className="block text-muted">
              <time dateTime={featured.date}>{featured.dateLabel}</time>
            </span>
          </figcaption>
        </figure>
      </ContentSection>

      <ContentSection id="stories" heading="More stories" tone="surface">
        <ul className="grid gap-6 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.name}>
              <TestimonialCard {...story} />
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-muted">
          Everyone&apos;s experience is different. Our reports support reflection and are not a
          diagnosis or a treatment.
        </p>
      </ContentSection>

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
