/** The frame's links, in the spec's order. */
export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/pricing", label: "Pricing" },
  { to: "/enneagram", label: "Enneagram" },
  { to: "/reports", label: "Reports" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerColumns = [
  {
    heading: "Services",
    links: [
      { to: "/services/catharsis", label: "Catharsis Reports" },
      { to: "/services/root-cause", label: "Root Cause Analysis" },
      { to: "/services/enneagram", label: "Enneagram Report" },
      { to: "/services/therapist-summary", label: "Therapist Summary" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { to: "/how-it-works", label: "How It Works" },
      { to: "/sample-reports", label: "Sample Reports" },
      { to: "/testimonials", label: "Success Stories" },
      { to: "/about", label: "About Us" },
    ],
  },
  {
    heading: "Support",
    links: [
      { to: "/help", label: "Help Center" },
      { to: "/faq", label: "FAQ" },
      { to: "/contact", label: "Contact Us" },
      { to: "/pricing", label: "Pricing" },
    ],
  },
] as const;

export const legalLinks = [
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/accessibility", label: "Accessibility" },
] as const;
