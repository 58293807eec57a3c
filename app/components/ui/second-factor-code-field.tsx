import type { CodeMethod } from "~/shared/staff/second-factor-codes";

const labels: Record<CodeMethod, { label: string; hint: string }> = {
  app: { label: "6-digit code", hint: "The code changes every 30 seconds; type the one showing now." },
  backup: { label: "Backup code", hint: "Like k7m2p-x9q4r. Capitals, spaces and the dash do not matter." },
};

/** The one field of a two-step sign-in form: a code from the app, or a backup code. */
export function CodeField({
  method,
  defaultValue,
  invalid,
  errorId,
}: {
  method: CodeMethod;
  defaultValue?: string;
  invalid?: boolean;
  errorId?: string;
}) {
  const { label, hint } = labels[method];
  const id = `second-factor-${method}`;
  const describedBy = [`${id}-hint`, invalid ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <input
        id={id}
        name="code"
        required
        autoFocus
        maxLength={method === "app" ? 9 : 20}
        inputMode={method === "app" ? "numeric" : "text"}
        autoComplete={method === "app" ? "one-time-code" : "off"}
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 min-h-11 max-w-xs rounded-md border border-muted bg-white px-3 font-mono text-lg tracking-wider"
      />
    </div>
  );
}
