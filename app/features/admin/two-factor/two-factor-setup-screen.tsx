import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessage, PasswordField } from "~/components/ui/password-field";
import type { PendingSetup } from "~/domains/accounts/staff/staff-two-factor.server";
import { CodeField } from "~/components/ui/second-factor-code-field";

/** A refused step, with what was typed, for the form that was sent. */
export type SetupActionResult = { step: "begin"; message: string } | { step: "confirm"; message: string; code: string };

/**
 * /admin/two-factor: first the password again; then the QR code, the key to
 * type by hand, the backup codes and the first code from the app. Works
 * without JavaScript: every step is a plain form post.
 */
export function TwoFactorSetupScreen({
  email,
  returnTo,
  pending,
  result,
}: {
  email: string;
  returnTo: string | null;
  pending: PendingSetup | null;
  result?: SetupActionResult;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">Set Up Two-Step Sign-In</h1>
      <p className="mt-3 text-muted">
        The back office shows clients&apos; answers, orders and accounts, so staff sign in with their password and a
        code from an authenticator app on their phone (for example Google Authenticator, Microsoft Authenticator or
        1Password). It takes about two minutes, once, for <strong className="break-all text-ink">{email}</strong>.
      </p>
      {pending ? <ConfirmStep pending={pending} returnTo={returnTo} busy={busy} result={result} /> : <BeginStep returnTo={returnTo} busy={busy} result={result} />}
    </section>
  );
}

function BeginStep({ returnTo, busy, result }: { returnTo: string | null; busy: boolean; result?: SetupActionResult }) {
  const refused = result?.step === "begin" ? result : undefined;
  return (
    <StepForm intent="begin" returnTo={returnTo} refused={refused} className="mt-8">
      <PasswordField
        id="two-factor-password"
        name="password"
        label="Your password"
        hint="To begin, confirm it is you."
        autoComplete="current-password"
        invalid={Boolean(refused)}
        errorId="begin-error"
      />
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? "Preparing..." : "Continue"}
      </Button>
    </StepForm>
  );
}

function ConfirmStep({ pending, returnTo, busy, result }: { pending: PendingSetup; returnTo: string | null; busy: boolean; result?: SetupActionResult }) {
  const refused = result?.step === "confirm" ? result : undefined;
  return (
    <ol className="mt-8 flex flex-col gap-10">
      <li>
        <h2 className="font-serif text-2xl">1. Add Catharsis to your authenticator app</h2>
        <p className="mt-2">In the app, choose to add an account, then scan this code with the phone&apos;s camera.</p>
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="mt-4 w-48 max-w-full bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
          // Drawn on the server from our own otpauth address; it holds no markup from anyone else.
          dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
        />
        <p className="mt-4">If you cannot scan it, type this key into the app instead (time-based, 6 digits):</p>
        <p className="mt-2 font-mono text-lg break-all" data-testid="two-factor-key">
          {pending.manualKey}
        </p>
      </li>
      <li>
        <h2 className="font-serif text-2xl">2. Keep your backup codes</h2>
        <p className="mt-2">
          If your phone is lost, each of these codes signs you in once. Print them or write them down, and keep them
          somewhere safe, away from the phone. They are shown again here until you finish, and never after.
        </p>
        <ul aria-label="Backup codes" className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-lg sm:grid-cols-3">
          {pending.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </li>
      <li>
        <h2 className="font-serif text-2xl">3. Type the code the app shows</h2>
        <StepForm intent="confirm" returnTo={returnTo} refused={refused} className="mt-4">
          <CodeField method="app" defaultValue={refused?.code} invalid={Boolean(refused)} errorId="confirm-error" />
          <Button type="submit" size="lg" disabled={busy} className="self-start">
            {busy ? "Checking..." : "Turn On Two-Step Sign-In"}
          </Button>
        </StepForm>
      </li>
    </ol>
  );
}

/** One step's form: which step, where to go afterwards, and the reason it was refused, tied to its field by `<intent>-error`. */
function StepForm({
  intent,
  returnTo,
  refused,
  className,
  children,
}: {
  intent: SetupActionResult["step"];
  returnTo: string | null;
  refused?: { message: string };
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={`${className} flex flex-col gap-4`}>
      <input type="hidden" name="intent" value={intent} />
      {returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
      {refused ? (
        <FormMessage id={`${intent}-error`} tone="error">
          {refused.message}
        </FormMessage>
      ) : null}
      {children}
    </Form>
  );
}
