import type { ReactNode } from "react";

/**
 * A radio button drawn as a card. The card's title names the radio; the rest
 * describes it, so a screen reader hears a short name and then the details.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const id = `${name}-${value}`;
  return (
    <label className="flex cursor-pointer gap-3 rounded-2xl border-2 border-line bg-surface p-4 hover:border-accent has-checked:border-accent-strong has-checked:bg-accent-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-strong">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
        className="mt-1 size-5 shrink-0 accent-accent-strong focus-visible:outline-none"
      />
      <span className="flex flex-col gap-1">
        <span id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </span>
        <span id={`${id}-details`} className="text-muted">
          {children}
        </span>
      </span>
    </label>
  );
}
