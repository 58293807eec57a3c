import { Check } from "lucide-react";
import type { Route } from "./+types/enneagram";
import { CrisisNote } from "~/features/shop/crisis-note";
import { EnneagramBuyBox } from "~/features/shop/enneagram-buy-box";
import { pageMeta } from "~/domains/content/page-meta";
import { enneagramDiscoveries, enneagramSteps, enneagramTypes } from "~/domains/content/services/enneagram-types";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Enneagram() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl text-ink sm:text-5xl">The Enneagram</h1>
        <p className="mt-4 text-lg text-muted">
          The Enneagram describes nine ways of seeing the world, each with its own core motivation
          and its own deepest fear. Knowing your type can help you understand why you react as you
          do, and how to respond with more freedom and kindness, to yourself and to others.
        </p>
      </header>

      <section aria-labelledby="nine-types" className="mt-14">
        <h2 id="nine-types" className="font-serif text-3xl text-ink">
          The nine types
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {enneagramTypes.map((type) => (
            <li key={type.number} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="font-serif text-xl text-ink">
                Type {type.number}: {type.name}
              </h3>
              <p className="mt-2">{type.description}</p>
              <dl className="mt-3 space-y-2">
                <div>
                  <dt className="font-semibold text-ink">Core motivation</dt>
                  <dd className="text-muted">{type.motivation}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">Core fear</dt>
                  <dd className="text-muted">{type.fear}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="enneagram-how">
          <h2 id="enneagram-how" className="font-serif text-3xl text-ink">
            How it works
          </h2>
          <ol className="mt-4 space-y-4">
            {enneagramSteps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-strong font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="enneagram-discover">
          <h2 id="enneagram-discover" className="font-serif text-3xl text-ink">
            What you will discover
          </h2>
          <ul className="mt-4 space-y-2">
            {enneagramDiscoveries.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="mx-auto mt-14 max-w-2xl">
        <p className="mb-4 text-center text-lg">Ready to discover your type?</p>
        <EnneagramBuyBox buttonLabel="Add to Cart" headingId="enneagram-buy" />
        <CrisisNote className="mt-8 text-center" />
      </div>
    </div>
  );
}
