import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { copyrightLine, type PublicConfig } from "~/config/site";
import { footerColumns, legalLinks } from "./site-links";
import { SocialLinks } from "./social-icon";

/** `newsletter` is the sign-up form: a feature, handed in by the root so the frame stays plain UI. */
export function SiteFooter({ config, newsletter }: { config: PublicConfig; newsletter: ReactNode }) {
  const { contact } = config;
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-serif text-2xl text-accent-strong">Catharsis</p>
          <p className="mt-3 max-w-sm text-muted">
            Personal reports that help you understand what you are carrying, and what to do next.
          </p>
          <ul className="mt-5 space-y-2">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-accent-strong" />
              <a href={`mailto:${contact.supportEmail}`} className="underline">
                {contact.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5 text-accent-strong" />
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="underline">
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-accent-strong" />
              <span>{contact.serviceLine}</span>
            </li>
          </ul>
          <div className="mt-5">
            <SocialLinks links={config.social} />
          </div>
        </div>

        {footerColumns.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className="font-semibold">
              {column.heading}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {newsletter}
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{copyrightLine()}</p>
          <ul className="flex gap-5">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-ink hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
