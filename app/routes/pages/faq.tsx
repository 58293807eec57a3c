import type { Route } from "./+types/faq";
import { CrisisSupport } from "~/components/content/crisis-support";
import { PageHero } from "~/components/content/page-hero";
import { ContentBlocks } from "~/components/content/rich-text";
import { usePublicConfig } from "~/components/content/use-public-config";
import { Accordion } from "~/components/ui/accordion";
import { ButtonLink } from "~/components/ui/button";
import { faqCategories } from "~/domains/content/faq";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Faq() {
  const { contact } = usePublicConfig();
  const categories = faqCategories(contact);
  return (
    <>
      <PageHero heading="Frequently Asked Questions">
        <p>Clear answers about getting started, our reports, your privacy and billing. Select a question to read its answer.</p>
      </PageHero>

      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6">
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`${category.id}-heading`}>
            <h2 id={`${category.id}-heading`} className="mb-5 font-serif text-3xl">
              {category.title}
            </h2>
            <Accordion
              entries={category.entries.map((entry) => ({
                id: entry.id,
                question: entry.question,
                answer: <ContentBlocks blocks={entry.answer} />,
              }))}
            />
          </section>
        ))}

        <section aria-labelledby="more-questions-heading" className="rounded-2xl bg-accent-soft p-8 text-center">
          <h2 id="more-questions-heading" className="font-serif text-3xl">
            Still have a question?
          </h2>
          <p className="mt-3 text-lg">
            We are happy to help. We typically reply within 24 hours on business days.
          </p>
          <ButtonLink to="/contact" className="mt-6">
            Contact Support
          </ButtonLink>
        </section>

        <CrisisSupport />
      </div>
    </>
  );
}
