import { BookOpen, Clock, Mail, MessageSquare } from "lucide-react";
import type { Route } from "./+types/help";
import { ContentSection } from "~/components/content/content-section";
import { CrisisSupport } from "~/components/content/crisis-support";
import { PageHero } from "~/components/content/page-hero";
import { usePublicConfig } from "~/components/content/use-public-config";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { helpTarget, helpTopics, supportCards, type SupportCard } from "~/domains/content/help";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

const cardIcons = { email: Mail, "contact-form": MessageSquare, faq: BookOpen } as const;

function GetHelp({ card }: { card: SupportCard }) {
  const target = helpTarget(card.contact);
  const label = (
    <>
      Get Help<span className="sr-only"> {card.actionContext}</span>
    </>
  );
  return target.kind === "mail" ? (
    <a href={target.href} className={buttonClasses()}>
      {label}
    </a>
  ) : (
    <ButtonLink to={target.to}>{label}</ButtonLink>
  );
}

export default function Help() {
  const { contact } = usePublicConfig();
  return (
    <>
      <PageHero heading="Help Center">
        <p>
          However you would like to reach us, we are here to help. Choose the way that suits you
          best, or browse the topics below.
        </p>
      </PageHero>

      <ContentSection id="support" heading="Ways to get support">
        <ul className="grid gap-6 md:grid-cols-3">
          {supportCards(contact).map((card) => {
            const Icon = cardIcons[card.id as keyof typeof cardIcons] ?? Mail;
            return (
              <li key={card.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-serif text-2xl">{card.title}</h3>
                <p className="mt-2 flex-1 text-muted">{card.description}</p>
                {helpTarget(card.contact).kind === "mail" ? (
                  <p className="mt-4 font-semibold break-words">{card.contact}</p>
                ) : null}
                <p className="mt-1 inline-flex items-center gap-2 text-muted">
                  <Clock aria-hidden="true" className="size-4" />
                  {card.responseTime}
                </p>
                <div className="mt-6">
                  <GetHelp card={card} />
                </div>
              </li>
            );
          })}
        </ul>
      </ContentSection>

      <ContentSection id="topics" heading="Help topics" tone="surface">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {helpTopics.map((topic) => (
            <div key={topic.id}>
              <h3 className="font-serif text-xl">{topic.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-accent-strong">
                {topic.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ContentSection>

      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <CrisisSupport />
      </div>
    </>
  );
}
