import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { LabeledField } from "./labeled-field";

/**
 * A password input with a "Show" toggle: typing a password blind is hard for
 * many people, and seeing it avoids locking oneself out with a typo.
 */
export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  hint,
  invalid,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  invalid?: boolean;
  errorId?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <LabeledField id={id} label={label} hint={hint} invalid={invalid} errorId={errorId} className="flex flex-col">
      {(control) => (
        <div className="mt-1 flex items-stretch gap-2">
          <input
            {...control}
            name={name}
            type={visible ? "text" : "password"}
            required
            maxLength={128}
            autoComplete={autoComplete}
            className="min-h-11 w-full min-w-0 flex-1 rounded-md border border-muted bg-white px-3 text-base"
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={id}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-muted px-3 text-sm font-medium hover:bg-accent-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            Show<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </LabeledField>
  );
}

export function EmailField({
  id,
  defaultValue,
  invalid,
  errorId,
}: {
  id: string;
  defaultValue?: string;
  invalid?: boolean;
  errorId?: string;
}) {
  return (
    <LabeledField id={id} label="Email" invalid={invalid} errorId={errorId} className="flex flex-col">
      {(control) => (
        <input {...control} name="email" type="email" required autoComplete="email" defaultValue={defaultValue} className="mt-1 min-h-11 rounded-md border border-muted bg-white px-3 text-base" />
      )}
    </LabeledField>
  );
}

/** The outcome of a form, in the page (the toast repeats it for those who see toasts). */
/**
 * An outcome shown in the page (and the only one without JavaScript). Not a
 * live region: it is inserted already filled, which screen readers may skip,
 * and the toast announces the same words. Errors are tied to their fields
 * with aria-describedby through `id`.
 */
export function FormMessage({ id, tone, children }: { id?: string; tone: "error" | "success" | "info"; children: string }) {
  const styles = {
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-accent-strong bg-accent-soft text-ink",
    info: "border-line bg-surface text-ink",
  }[tone];
  return (
    <p id={id} className={`rounded-md border-l-4 px-4 py-3 ${styles}`}>
      {children}
    </p>
  );
}
