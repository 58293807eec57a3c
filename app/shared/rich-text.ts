// The shape of written content (pages, FAQ, legal texts): data in domains/content,
// drawn by components/content/rich-text.tsx. It lives here so neither imports the other.

/** A link inside running text: "/path" stays in the app; "mailto:", "tel:", "sms:" and "https:" leave it. */
export type InlineLink = { text: string; href: string };
export type InlineStrong = { strong: string };
export type Inline = string | InlineLink | InlineStrong;

/** A paragraph of content: plain text, or text with links and emphasis. */
export type RichParagraph = string | readonly Inline[];

/** A block of a longer text: a paragraph or a bulleted list. */
export type ContentBlock = RichParagraph | { list: readonly RichParagraph[] };
