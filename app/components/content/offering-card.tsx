import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { LearnMoreDialog, type LearnMoreProps } from "./learn-more-dialog";

export type OfferingCardProps = LearnMoreProps & {
  /** The formatted catalogue price, e.g. "$14.99". */
  price: string;
  priceNote?: string;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
};

/** One service: what it is, its price, Get Started, and Learn More for the longer story. */
export function OfferingCard({ icon, headingLevel = 3, price, priceNote, ...service }: OfferingCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      {icon ? <div className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">{icon}</div> : null}
      <Heading className="font-serif text-2xl text-ink">{service.title}</Heading>
      <p className="mt-2 text-lg">
        <span className="font-semibold text-accent-strong">From {price}</span>
        {priceNote ? <span className="text-muted"> {priceNote}</span> : null}
      </p>
      <p className="mt-3 text-muted">{service.summary}</p>
      <ul className="mt-4 flex-1 space-y-2">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to={service.to}>
          Get Started<span className="sr-only"> with {service.title}</span>
        </ButtonLink>
        <LearnMoreDialog {...service} />
      </div>
    </article>
  );
}
