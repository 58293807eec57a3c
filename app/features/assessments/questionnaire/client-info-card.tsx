import { FIRST_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "~/domains/assessments/assessment-answers";
import { fieldInvalidMessage } from "./field-messages";

export type ClientField = "email" | "completionDate" | "firstName" | "phone";
export type ClientInfo = { email: string; completionDate: string; firstName: string; phone: string; phoneConsent: boolean };

type ClientInfoProps = {
  info: ClientInfo;
  errors: Record<string, string>;
  onChange: (field: ClientField, value: string) => void;
  onConsentChange: (consent: boolean) => void;
  onInvalid: (field: ClientField | "phoneConsent", message: string) => void;
};

const inputClasses =
  "mt-1 block min-h-11 w-full rounded-md border border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-2 aria-invalid:border-red-800";

type InputSpec = { type: string; value: string; autoComplete?: string; required: boolean; maxLength?: number; pattern?: string };

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

/**
 * The spec's Client Information card: the e-mail the report goes to and the completion date, both
 * required; then, optional (docs/product.md), a first name the report addresses the client by, and a
 * phone number with plain consent to be called if the provider is worried about their safety.
 */
export function ClientInfoCard({ info, errors, onChange, onConsentChange, onInvalid }: ClientInfoProps) {
  const field = (name: ClientField, label: string, hint: string, input: InputSpec) => {
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
          required={input.required}
          maxLength={input.maxLength}
          pattern={input.pattern}
          onChange={(event) => onChange(name, event.target.value)}
          onInvalid={(event) => onInvalid(name, fieldInvalidMessage(event.currentTarget))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={inputClasses}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
    );
  };
  const phoneGiven = info.phone.trim() !== "";
  const consentError = errors.phoneConsent;

  return (
    <section aria-labelledby="client-information-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="client-information-heading" tabIndex={-1} data-screen-heading="" className="font-serif text-2xl text-ink">
        Client Information
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {field("email", "Email", "Where we send your report.", { type: "email", value: info.email, autoComplete: "email", required: true })}
        {field("completionDate", "Completion date", "The day you complete this form.", { type: "date", value: info.completionDate, required: true })}
        {field("firstName", "First name (optional)", "Your report will address you by it.", {
          type: "text",
          value: info.firstName,
          autoComplete: "given-name",
          required: false,
          maxLength: FIRST_NAME_MAX_LENGTH,
        })}
        {field("phone", "Phone (optional)", "Only ever used if we are worried about your safety.", {
          type: "tel",
          value: info.phone,
          autoComplete: "tel",
          required: false,
          maxLength: PHONE_MAX_LENGTH,
          pattern: "\\+?[0-9\\s().\\-]{6,}",
        })}
      </div>
      <div className="mt-4 flex items-start gap-3">
        <input
          id="client-phoneConsent"
          name="phoneConsent"
          type="checkbox"
          checked={info.phoneConsent}
          required={phoneGiven}
          onChange={(event) => onConsentChange(event.target.checked)}
          onInvalid={(event) => onInvalid("phoneConsent", fieldInvalidMessage(event.currentTarget))}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? "client-phoneConsent-error" : undefined}
          className="mt-1 size-5 shrink-0 accent-accent-strong"
        />
        <div>
          <label htmlFor="client-phoneConsent" className="text-ink">
            We may call you on this number if we are worried about your safety.
          </label>
          <FieldError id="client-phoneConsent-error" error={consentError} />
        </div>
      </div>
    </section>
  );
}
