import { memo } from "react";
import { SCALES_SECTION, scaleDefinitions, type ScaleDefinition, type ScaleId, type ScaleItem, type ScaleOption } from "~/domains/assessments/scales/scale-definitions";
import { CHOOSE_AN_ANSWER_MESSAGE } from "~/domains/assessments/assessment-answers";
import { SCALES_ANCHOR_ID } from "./questionnaire-answers";

/** The first radio of an item's group: where focus goes when the item needs an answer. */
export const scaleFieldId = (itemId: string) => `scale-${itemId}`;

type ScaleSectionProps = {
  scaleIds: readonly ScaleId[];
  chosen: Record<string, number>;
  errors: Record<string, string>;
  onChoose: (itemId: string, value: number) => void;
  onInvalid: (itemId: string, message: string) => void;
};

/**
 * The validated scales (issue 18), before the open questions: each scale's
 * published instruction, then each item as a radio group named by its
 * legend. Arrow keys move within a group and Tab between groups, as native
 * radios do; the options stack, so they read at 200% zoom and on a phone.
 */
export function ScaleSection({ scaleIds, chosen, errors, onChoose, onInvalid }: ScaleSectionProps) {
  if (scaleIds.length === 0) return null;
  return (
    <section id={SCALES_ANCHOR_ID} aria-labelledby={`${SCALES_ANCHOR_ID}-title`} className="scroll-mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id={`${SCALES_ANCHOR_ID}-title`} tabIndex={-1} data-screen-heading="" className="font-serif text-2xl text-ink">
        {SCALES_SECTION.title}
      </h2>
      <p className="mt-2 text-muted">{SCALES_SECTION.description}</p>
      {scaleIds.map((scaleId) => (
        <Scale key={scaleId} scale={scaleDefinitions[scaleId]} chosen={chosen} errors={errors} onChoose={onChoose} onInvalid={onInvalid} />
      ))}
    </section>
  );
}

function Scale({ scale, chosen, errors, onChoose, onInvalid }: { scale: ScaleDefinition } & Omit<ScaleSectionProps, "scaleIds">) {
  const headingId = `scale-${scale.id}-title`;
  return (
    <div className="mt-8 border-t border-line pt-6" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {scale.title}
      </h3>
      <p className="mt-1 text-muted">{scale.inPlainWords}</p>
      <p className="mt-2 text-ink">{scale.stem}</p>
      <div className="mt-4 space-y-5">
        {scale.items.map((item) => (
          <ScaleItemField
            key={item.id}
            item={item}
            options={scale.options}
            value={chosen[item.id]}
            error={errors[item.id]}
            onChoose={onChoose}
            onInvalid={onInvalid}
          />
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">{scale.credit}</p>
    </div>
  );
}

type ItemProps = {
  item: ScaleItem;
  options: readonly ScaleOption[];
  value: number | undefined;
  error: string | undefined;
  onChoose: (itemId: string, value: number) => void;
  onInvalid: (itemId: string, message: string) => void;
};

/** One item as a radio group named by its legend; the risk screen's questions use it too. */
export const ScaleItemField = memo(function ScaleItemField({ item, options, value, error, onChoose, onInvalid }: ItemProps) {
  const errorId = `${scaleFieldId(item.id)}-error`;
  return (
    <fieldset className="scroll-mt-6" aria-describedby={error ? errorId : undefined} data-scale-item={item.id}>
      <legend className="font-semibold text-ink">
        {item.number}. {item.text}
      </legend>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 text-ink has-[:checked]:border-accent-strong has-[:checked]:bg-accent-soft"
          >
            <input
              type="radio"
              id={index === 0 ? scaleFieldId(item.id) : undefined}
              name={item.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChoose(item.id, option.value)}
              onInvalid={() => onInvalid(item.id, CHOOSE_AN_ANSWER_MESSAGE)}
              required
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-[var(--color-accent-strong)]"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
