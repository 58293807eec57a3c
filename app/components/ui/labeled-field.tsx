import type { ReactNode } from "react";

/** What a labeled field gives its input, select or textarea to spread on it. */
export type LabeledControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A form field's frame: the label, an optional hint, the control (drawn by
 * `children` with the props to spread on it) and, when what was typed is
 * refused, the reason right below it, tied to the control with
 * aria-describedby so a screen reader reads it with the field.
 *
 * A form that gives one reason for several fields (a sign-in that does not
 * say which of address and password was wrong) shows it once, itself, and
 * passes `invalid` and that message's `errorId` instead of `error`.
 */
export function LabeledField({
  id,
  label,
  hint,
  error,
  invalid,
  errorId,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Refused, with the reason shown elsewhere in the form (`errorId`). */
  invalid?: boolean;
  errorId?: string;
  /** The wrapper's layout. */
  className: string;
  children: (props: LabeledControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const ownErrorId = `${id}-error`;
  const refusedBy = error ? ownErrorId : invalid ? errorId : undefined;
  const describedBy = [hint ? hintId : null, refusedBy].filter(Boolean).join(" ") || undefined;
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
      {children({ id, "aria-invalid": error || invalid ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={ownErrorId} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
