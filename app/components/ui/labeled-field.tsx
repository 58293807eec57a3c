import type { ReactNode } from "react";

/** What a labeled field gives its input, select or textarea to spread on it. */
export type LabeledControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A form field's frame: the label, an optional hint, the control (drawn by
 * `children` with the props to spread on it) and, when what was typed is
 * refused, the reason right below it, tied to the control with
 * aria-describedby so a screen reader reads it with the field.
 */
export function LabeledField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The wrapper's layout. */
  className: string;
  children: (props: LabeledControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
