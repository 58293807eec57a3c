import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CallToAction, onDarkPrimary, onDarkSecondary } from "~/components/content/call-to-action";
import { ContentSection } from "~/components/content/content-section";
import { FigureList } from "~/components/content/figure-list";
import { OfferingCard } from "~/components/content/offering-card";
import { TestimonialCard } from "~/components/content/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { homeWords } from "~/domains/content/home-page";
import { offerings } from "~/domains/content/services/offerings";
import { pageTags } from "~/domains/content/page-tags";
import { findSitePage } from "~/domains/content/pages";
import { shownFigures } from "~/domains/content/site-content";
import { loadFigures, loadShownTestimonials } from "~/domains/content/site-content.server";
import { loadStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { figuresNote, statistics } from "~/domains/content/statistics";

/** The home page has room for three stories; /testimonials has them all. */
const HOME_STORIES = 3;

const priceOf = (productId: string) => formatPrice(getProduct(productId)?.priceCents ?? 0);

/**
 * The page's words come with the loader rather than inside the route's
 * script: they are already in the server-rendered HTML, and this keeps the
 * JavaScript for `/` within its budget (docs/decisions/0005). The client
 * figures and stories are read here too, so an edit needs no new build.
 */
export async function loader() {
  const [figures, testimonials] = await Promise.all([loadFigures(), loadStaffTimeZone().then(loadShownTestimonials)]);
  const claims = shownFigures(figures);
  const { path, title, description, indexable } = findSitePage("/") ?? missingHomePage();
  return {
    // The page's entry, not the registry: the meta tags need only this one.
    page: { path, title, description, indexable },
    words: homeWords,
    heroPrice: priceOf("catharsis"),
    offerings: offerings.map((offering) => ({ ...offering, price: priceOf(offering.priceProductId) })),
    statistics,
    // Only what the provider entered: an empty figure leaves no block (ADR 44).
    claims,
    figuresNote: figuresNote(claims.length > 0),
    stories: testimonials.slice(0, HOME_STORIES),
  };
}

function missingHomePage(): never {
  throw new Error('The page registry has no "/" entry');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageTags(loaderData.page, matches) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { words, heroPrice, offerings, statistics, claims, figuresNote, stories } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-heading" className="border-b border-line bg-accent-soft/60">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 id="hero-heading" className="font-serif text-4xl leading-tight text-ink sm:text-6xl">
            Clarity You Can Act On
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">{words.hero}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <ButtonLink to="/pricing" size="lg">
              Catharsis Survey from {heroPrice}
            </ButtonLink>
            <ButtonLink to="/sample-reports" size="lg" variant="secondary">
              Look Inside
            </ButtonLink>
          </div>
          <nav aria-label="Our services" className="mt-12">
            <ul className="flex flex-wrap justify-center gap-3">
              {offerings.map((offering) => (
                <li key={offering.id}>
                  <Link
                    to={offering.to}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 py-2 text-ink hover:bg-accent-soft hover:underline"
                  >
                    {offering.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mx-auto mt-10 max-w-2xl text-muted">
            Our reports support reflection; they are not a diagnosis and not for emergencies. If you
            are in crisis, call or text <a href="tel:988" className="font-semibold text-ink underline">988</a>{" "}
            or text HOME to <a href="sms:741741?body=HOME" className="font-semibold text-ink underline">741741</a>.
          </p>
        </div>
      </section>

      <ContentSection
        id="offerings"
        heading="Find the support that fits where you are"
        intro={words.offeringsIntro}
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {offerings.map((offering) => (
            <li key={offering.id}>
              <OfferingCard {...offering} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="statistics" heading="You are not alone" tone="surface">
        <FigureList figures={statistics} />
        {claims[0] && (
          <>
            <h3 className="mt-12 font-serif text-2xl">What our clients tell us</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-3">
              {claims.map((claim) => (
                <li key={claim.value} className="rounded-2xl bg-accent-soft p-6 text-center">
                  <p className="font-serif text-4xl text-accent-strong">{claim.value}</p>
                  <p className="mt-2">{claim.label}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-8 max-w-3xl text-muted">{figuresNote}</p>
      </ContentSection>

      {stories[0] && (
        <ContentSection id="testimonials" heading="Stories like yours">
          <ul className="grid gap-6 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id}>
                <TestimonialCard {...story} />
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/testimonials" className="font-semibold text-accent-strong underline hover:text-accent">
              Read more success stories
            </Link>
          </p>
        </ContentSection>
      )}

      <CallToAction
        id="closing"
        heading="Take the first step today"
        actions={
          <>
            <Link to="/pricing" className={onDarkPrimary}>
              See Pricing
            </Link>
            <Link to="/how-it-works" className={onDarkSecondary}>
              How It Works
            </Link>
          </>
        }
      >
        <p>{words.closing}</p>
      </CallToAction>
    </>
  );
}
