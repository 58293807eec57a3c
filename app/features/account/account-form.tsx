import { FieldError } from "~/components/ui/field-error";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { PasswordField } from "~/components/ui/password-field";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import { EMAIL_MAX_LENGTH } from "~/shared/email-address";
import type { AccountActionResult, AccountIntent } from "./account-view";

/**
 * One of the forms on /account: posts to the page's action with its intent,
 * shows "busy" while sending, and on an answer shows a toast, puts errors
 * beside their fields and moves focus to the first one.
 */
export function AccountForm({
  intent,
  actionData,
  submitLabel,
  busyLabel,
  failureTitle,
  destructive,
  children,
}: {
  intent: AccountIntent;
  actionData: AccountActionResult | undefined;
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  destructive?: boolean;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const result = actionData?.intent === intent ? actionData : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      showToast({ title: result.message ?? "Saved", type: "success" });
      formRef.current?.reset();
      return;
    }
    const first = Object.values(result.errors ?? {})[0] ?? result.message;
    showToast({ title: failureTitle, description: first, type: "error" });
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result, failureTitle]);

  return (
    <Form ref={formRef} method="post" className="flex max-w-xl flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {result?.ok && result.message ? (
        // Plain text: the toast announces it; a live region inserted already filled may go unread.
        <p className="rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
          {result.message}
        </p>
      ) : null}
      {children}
      <Button
        type="submit"
        disabled={busy}
        className={`self-start ${destructive ? "bg-[#9f1d24]! hover:bg-[#7d161c]!" : ""}`}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}


export function EmailInput({
  id,
  name,
  label,
  error,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 min-h-11 rounded-md border border-muted bg-white px-3 text-base"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <PasswordField id={id} name={name} label={label} autoComplete={autoComplete} hint={hint} invalid={Boolean(error)} errorId={errorId} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
