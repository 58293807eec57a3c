import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ReactNode } from "react";

export type AccordionEntry = { id: string; question: string; answer: ReactNode };

/**
 * Questions and answers, one open at a time; the open one closes again when
 * clicked (Radix: keyboard support, aria-expanded, region labelling).
 */
export function Accordion({ entries, headingLevel = 3 }: { entries: AccordionEntry[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Root type="single" collapsible className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {entries.map((entry) => (
        <AccordionPrimitive.Item key={entry.id} value={entry.id}>
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink hover:bg-accent-soft focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-strong">
                {entry.question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          {/* Mounted while closed (hidden), so every answer is in the server-rendered page. */}
          <AccordionPrimitive.Content forceMount className="px-5 pb-5 text-ink data-[state=closed]:hidden">{entry.answer}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
