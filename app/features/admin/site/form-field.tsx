import type { ReactNode } from "react";

const box = "w-full rounded-md border border-muted bg-white p-3 text-base aria-invalid:border-2 aria-invalid:border-red-800";

type FieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  defaultValue: string;
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  rows?: number;
};

/**
 * A labeled box with its hint and, after a refused save, the reason right
 * below it, tied to the box with aria-describedby so it is read with it.
 */
export function FormField({ id, name, label, hint, error, defaultValue, inputMode, maxLength, rows }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const shared = { id, name, defaultValue, maxLength, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: box };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {rows ? <textarea rows={rows} {...shared} /> : <input type="text" inputMode={inputMode} {...shared} />}
      {error ? (
        <p id={errorId} className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
