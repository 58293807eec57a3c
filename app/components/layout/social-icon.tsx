import type { SocialLink } from "~/config/site";

// Simple brand marks drawn inline: no icon font or remote image to download.
const paths: Record<SocialLink["network"], string> = {
  facebook:
    "M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.7V11H7v4h2.5v9h4v-9H17l.5-4h-4V9c0-.6.4-1 1-1Z",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z",
  linkedin:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h3.8v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.3 2.7 4.3 6.1V21h-4v-5.5c0-1.5 0-3.3-2-3.3s-2.2 1.5-2.2 3.2V21H9V9Z",
  youtube:
    "M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8ZM9.8 15.1V8.9l5.6 3.1-5.6 3.1Z",
};

const names: Record<SocialLink["network"], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

export function SocialLinks({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="flex gap-3" aria-label="Catharsis on social media">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:bg-accent-soft"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
              <path d={paths[link.network]} />
            </svg>
            <span className="sr-only">Catharsis on {names[link.network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
