import type { ReactNode } from "react";
import { LabeledField } from "~/components/ui/labeled-field";

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

/** A text box (or, with `rows`, a text area) of the site content forms, in a labeled field. */
export function FormField({ id, name, label, hint, error, defaultValue, inputMode, maxLength, rows }: FieldProps) {
  return (
    <LabeledField id={id} label={label} hint={hint} error={error} className="flex min-w-0 flex-col gap-1">
      {(props) => {
        const shared = { ...props, name, defaultValue, maxLength, className: box };
        return rows ? <textarea rows={rows} {...shared} /> : <input type="text" inputMode={inputMode} {...shared} />;
      }}
    </LabeledField>
  );
}
