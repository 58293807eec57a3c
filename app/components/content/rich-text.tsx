import { Fragment } from "react";
import { Link } from "react-router";
import type { ContentBlock, Inline, RichParagraph } from "~/shared/rich-text";

export const linkClass = "font-semibold text-accent-strong underline hover:text-accent";

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === "string") return part;
  if ("strong" in part) return <strong className="font-semibold text-ink">{part.strong}</strong>;
  if (part.href.startsWith("/")) {
    return (
      <Link to={part.href} className={linkClass}>
        {part.text}
      </Link>
    );
  }
  return (
    <a href={part.href} className={linkClass}>
      {part.text}
    </a>
  );
}

export function RichText({ text }: { text: RichParagraph }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => (
    <Fragment key={index}>
      <InlinePart part={part} />
    </Fragment>
  ));
}

function isList(block: ContentBlock): block is { list: readonly RichParagraph[] } {
  return typeof block === "object" && !Array.isArray(block) && "list" in block;
}

/** Paragraphs and lists in reading order, with comfortable spacing. */
export function ContentBlocks({ blocks, className = "" }: { blocks: readonly ContentBlock[]; className?: string }) {
  return (
    <div className={`space-y-4 ${className}`.trim()}>
      {blocks.map((block, index) =>
        isList(block) ? (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-accent-strong">
            {block.list.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <RichText text={block} />
          </p>
        ),
      )}
    </div>
  );
}
