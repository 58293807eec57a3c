import { fieldInvalidMessage } from "./field-messages";

type ClientInfoProps = {
  email: string;
  completionDate: string;
  errors: Record<string, string>;
  onChange: (field: "email" | "completionDate", value: string) => void;
  onInvalid: (field: "email" | "completionDate", message: string) => void;
};

const inputClasses =
  "mt-1 block min-h-11 w-full rounded-md border border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-2 aria-invalid:border-red-800";

/** The spec's Client Information card: the e-mail the report goes to and the completion date, both required. */
export function ClientInfoCard({ email, completionDate, errors, onChange, onInvalid }: ClientInfoProps) {
  const field = (name: "email" | "completionDate", label: string, hint: string, input: { type: string; value: string; autoComplete?: string }) => {
    const id = `client-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        <input
          id={id}
          name={name}
          type={input.type}
          value={input.value}
          autoComplete={input.autoComplete}
          required
          onChange={(event) => onChange(name, event.target.value)}
          onInvalid={(event) => onInvalid(name, fieldInvalidMessage(event.currentTarget))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={inputClasses}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section aria-labelledby="client-information-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="client-information-heading" className="font-serif text-2xl text-ink">
        Client Information
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {field("email", "Email", "Where we send your report.", { type: "email", value: email, autoComplete: "email" })}
        {field("completionDate", "Completion date", "The day you complete this form.", { type: "date", value: completionDate })}
      </div>
    </section>
  );
}
