import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/catharsis";
import { CatharsisPurchase } from "~/features/shop/catharsis-purchase";
import { CrisisNote } from "~/features/shop/crisis-note";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { pageMeta } from "~/domains/content/page-meta";
import { WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

const includes = [
  `A survey of ${WRITTEN_SURVEY_MINUTES}, answered in your own words and at your own pace`,
  "A personal report of 10 pages or more, written from your answers",
  "A 72-hour action plan with small, concrete first steps",
  "A summary you can hand to a therapist, if you choose to see one",
  "Delivered by e-mail within 24 hours of completing your survey",
];

const steps = [
  "Choose your survey topic and your report below.",
  "Pay securely, as a guest or with an account.",
  "Answer the questionnaire when you are ready.",
  "Receive your report by e-mail within 24 hours.",
];

export default function CatharsisService() {
  const price = formatPrice(getProduct("catharsis")?.priceCents ?? 0);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl text-ink sm:text-5xl">Catharsis Reports</h1>
        <p className="mt-4 text-lg text-muted">
          A Catharsis report helps you put a hard season of life into words and see it more
          clearly. You answer a guided survey about grief, depression, your marriage or your overall
          wellbeing; we turn your answers into a personal report with practical next steps. From {price}.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/sample-reports" size="lg" variant="secondary">
            View Sample Report
          </ButtonLink>
        </div>
      </header>

      <div className="mt-14 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="what-you-get">
          <h2 id="what-you-get" className="font-serif text-3xl text-ink">
            What you get
          </h2>
          <ul className="mt-4 space-y-2">
            {includes.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="font-serif text-3xl text-ink">
            How it works
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <CatharsisPurchase />

      <section aria-labelledby="catharsis-questions" className="mt-14 rounded-2xl bg-accent-soft p-6">
        <h2 id="catharsis-questions" className="font-serif text-2xl text-ink">
          Not sure which to choose?
        </h2>
        <p className="mt-2">
          We are glad to help you decide.{" "}
          <Link to="/contact" className="font-semibold text-accent-strong underline">
            Contact us
          </Link>{" "}
          or{" "}
          <Link to="/pricing" className="font-semibold text-accent-strong underline">
            compare all prices
          </Link>
          .
        </p>
        <CrisisNote className="mt-4" />
      </section>
    </div>
  );
}
