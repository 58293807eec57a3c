import type { ContentBlock } from "~/shared/rich-text";

/** The Accessibility Statement (spec section 2). */
export const accessibilityCommitment: readonly ContentBlock[] = [
  "Catharsis is for everyone: people who use a screen reader or a keyboard, people who see or hear less well than they used to, and people who find small print and busy pages tiring. We design and check every page so that it can be used comfortably by as many people as possible.",
];

export type AccessibilityFeature = { id: string; title: string; text: string };

export const accessibilityFeatures: readonly AccessibilityFeature[] = [
  {
    id: "keyboard",
    title: "Keyboard navigation",
    text: "Every link, button and form works with the keyboard alone, with a clearly visible focus outline and a \"Skip to main content\" link at the top of each page.",
  },
  {
    id: "screen-readers",
    title: "Screen reader compatibility",
    text: "Pages use clear headings, landmarks and labeled form fields, and announce messages such as confirmations and errors.",
  },
  {
    id: "contrast",
    title: "High contrast mode",
    text: "Text colors meet WCAG contrast ratios, and the site follows your device's high contrast (forced colors) settings.",
  },
  {
    id: "text-size",
    title: "Resizable text",
    text: "Our standard text is a little larger than usual. You can enlarge it to 200% or more, and pages rearrange to fit narrow screens without sideways scrolling.",
  },
  {
    id: "alt-text",
    title: "Alt text",
    text: "Meaningful images have text descriptions; purely decorative ones are hidden from screen readers.",
  },
  {
    id: "links",
    title: "Descriptive links",
    text: "Links and buttons say where they lead or what they do, even when read on their own.",
  },
];

export const accessibilityStandard: readonly ContentBlock[] = [
  "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at Level AA. Every page is checked with automated accessibility tests each time we change the site, and we also check pages by hand with a keyboard and at high zoom.",
  "Some parts may not fully meet the standard yet. When we find a problem, or you tell us about one, we fix it as a priority.",
];
