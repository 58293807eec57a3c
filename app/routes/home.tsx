import { Link } from "react-router";
import type { Route } from "./+types/home";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/", matches);

const serviceLinks = [
  { to: "/services/catharsis", label: "Catharsis Reports" },
  { to: "/services/root-cause", label: "Root Cause Analysis" },
  { to: "/services/enneagram", label: "Enneagram Report" },
  { to: "/services/therapist-summary", label: "Therapist Summary" },
];

export default function Home() {
  const fromPrice = formatPrice(getProduct("catharsis")?.priceCents ?? 0);
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="font-serif text-4xl leading-tight text-ink sm:text-6xl">Clarity You Can Act On</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">
        Answer a thoughtful questionnaire about your grief, your mood, your marriage or your
        wellbeing, in your own words and at your own pace. Within 24 hours you receive a personal
        report with a 72-hour action plan, ready to share with a therapist if you wish.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <Link
          to="/pricing"
          className="rounded-full bg-accent-strong px-7 py-3.5 text-lg font-semibold text-white hover:bg-accent"
        >
          Catharsis Survey from {fromPrice}
        </Link>
        <Link
          to="/sample-reports"
          className="rounded-full border-2 border-accent-strong px-7 py-3 text-lg font-semibold text-accent-strong hover:bg-accent-soft"
        >
          Look Inside
        </Link>
      </div>
      <nav aria-label="Our services" className="mt-12">
        <ul className="flex flex-wrap justify-center gap-3">
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-block rounded-full bg-accent-soft px-4 py-2 text-ink hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mx-auto mt-12 max-w-2xl text-muted">
        Our reports support reflection; they are not a diagnosis and not for emergencies. If you
        are in crisis, call or text 988 or text HOME to 741741.
      </p>
    </section>
  );
}
