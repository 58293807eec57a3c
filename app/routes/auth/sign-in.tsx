import { Tabs } from "radix-ui";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/sign-in";
import { EmailField, FormMessage, PasswordField } from "~/components/ui/password-field";
import { redirectWithToast } from "~/components/toast/toast.server";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import { credentialsSchema, firstIssue } from "~/domains/accounts/sign-in/credentials-schema.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { nextStepAfterSignIn } from "~/domains/accounts/profile/next-step.server";
import { safeRedirectPath } from "~/domains/accounts/sign-in/safe-redirect";
import { signInWithPassword } from "~/domains/accounts/sign-in/sign-in-with-password.server";
import { welcomeBackToast } from "~/domains/accounts/sign-in/sign-in-toasts";
import { signUpWithPassword } from "~/domains/accounts/sign-in/sign-up-with-password.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "~/shared/email-address";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

type Tab = "sign-in" | "sign-up";
type Notice = "verified" | "verify-failed" | "password-reset" | null;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const returnTo = safeRedirectPath(params.get("redirect"));
  if (await getCurrentUser(request)) {
    // Just verified: the link signed them in; on to the questionnaire they bought, or their account.
    if (params.get("verified") === "1") throw await redirectWithToast(returnTo ?? "/account", verifiedToast);
    throw redirect(returnTo ?? "/");
  }
  const notice: Notice = params.has("error")
    ? "verify-failed"
    : params.get("verified") === "1"
      ? "verified"
      : params.get("reset") === "1"
        ? "password-reset"
        : null;
  const tab: Tab = params.get("tab") === "sign-up" ? "sign-up" : "sign-in";
  // The success page of a guest order sends the address paid with, to fill in; anything else is ignored.
  const given = params.get("email")?.slice(0, EMAIL_MAX_LENGTH) ?? "";
  const email = isEmailAddress(given) ? given : "";
  return { returnTo, notice, tab, email, paidAsGuest: email !== "" && params.get("guest") === "1" };
}

type ActionResult = { intent: Tab; ok: boolean; message: string; email: string; offerSignUp?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: Tab = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const returnTo = safeRedirectPath(form.get("redirectTo"));
  const typedEmail = String(form.get("email") ?? "").slice(0, EMAIL_MAX_LENGTH);
  const fail = (message: string, status: number) =>
    data<ActionResult>({ intent, ok: false, message, email: typedEmail }, { status });

  const parsed = credentialsSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return fail(firstIssue(parsed.error), 400);

  if (intent === "sign-in") {
    const outcome = await signInWithPassword(request, parsed.data);
    if (!outcome.ok) {
      return data<ActionResult>(
        { intent, ok: false, message: outcome.message, email: typedEmail, offerSignUp: outcome.noSuchCredentials },
        { status: outcome.status },
      );
    }
    if (outcome.secondFactor) {
      throw redirect(`/auth/two-factor${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ""}`, { headers: outcome.headers });
    }
    return redirectWithToast(returnTo ?? (await nextStepAfterSignIn(parsed.data.email)), welcomeBackToast, { headers: outcome.headers });
  }
  const outcome = await signUpWithPassword(request, { ...parsed.data, returnTo });
  if (!outcome.ok) return fail(outcome.message, outcome.status);
  return data<ActionResult>({ intent, ok: true, message: signedUpDescription, email: "" });
}

const signedUpDescription = "Please check your email to verify your account.";
const verifiedToast = { title: "Thank you: your email address is confirmed.", description: "You are signed in." };

const notices: Record<Exclude<Notice, null>, { tone: "success" | "info"; text: string }> = {
  verified: { tone: "success", text: "Thank you: your email address is confirmed. You can sign in now." },
  "verify-failed": {
    tone: "info",
    text: "That confirmation link has expired or was already used. Sign in with your email and password and we will send you a new one.",
  },
  "password-reset": { tone: "success", text: "Your password has been changed. Please sign in with your new password." },
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo, notice, tab: initialTab, paidAsGuest } = loaderData;
  // After a post without JavaScript, the form that was sent stays in view.
  const [tab, setTab] = useState<Tab>(actionData?.intent ?? initialTab);
  // The address to start the Sign Up form with: the one paid with, or one a failed sign-in offers to use.
  const [prefill, setPrefill] = useState(loaderData.email);
  const heading = findSitePage("/auth")?.heading;
  const query = (next: Tab, email = "") =>
    `?tab=${next}${email ? `&email=${encodeURIComponent(email)}` : ""}${returnTo ? `&redirect=${encodeURIComponent(returnTo)}` : ""}`;
  const switchTo = (next: Tab, email?: string) => (event: MouseEvent) => {
    event.preventDefault();
    if (email !== undefined) setPrefill(email);
    setTab(next);
  };

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{heading}</h1>
      <p className="mt-3 text-muted">
        An account keeps your purchases, questionnaires and reports together in one place.
      </p>
      {paidAsGuest ? (
        <p className="mt-6 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
          You paid as a guest: set a password to open your questionnaire. Your purchase is already waiting for{" "}
          <strong className="break-all">{loaderData.email}</strong>.
        </p>
      ) : null}
      {notice ? (
        <div className="mt-6">
          <FormMessage tone={notices[notice].tone}>{notices[notice].text}</FormMessage>
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
        <Tabs.List aria-label="Sign in or create an account" className="grid grid-cols-2 gap-1 rounded-full border border-line bg-surface p-1">
          <Tabs.Trigger value="sign-in" className={tabClass}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabClass}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" forceMount className="mt-6 data-[state=inactive]:hidden">
          <CredentialsForm
            intent="sign-in"
            returnTo={returnTo}
            actionData={actionData}
            prefillEmail={loaderData.email}
            offerSignUp={(email) => (
              <p className="mt-4 rounded-md bg-accent-soft px-4 py-3">
                No account with this e-mail yet? If you paid as a guest, create one with the address you paid with.{" "}
                <Link to={query("sign-up", email)} onClick={switchTo("sign-up", email)} className="font-semibold text-accent-strong underline">
                  Create an account with this e-mail
                </Link>
              </p>
            )}
          />
          <p className="mt-6 text-center">
            New to Catharsis?{" "}
            <Link to={query("sign-up")} onClick={switchTo("sign-up")} className="font-semibold text-accent-strong underline">
              Create an account
            </Link>
          </p>
        </Tabs.Content>
        <Tabs.Content value="sign-up" forceMount className="mt-6 data-[state=inactive]:hidden">
          <CredentialsForm key={prefill} intent="sign-up" returnTo={returnTo} actionData={actionData} prefillEmail={prefill} />
          <p className="mt-6 text-center">
            Already have an account?{" "}
            <Link to={query("sign-in")} onClick={switchTo("sign-in")} className="font-semibold text-accent-strong underline">
              Sign in
            </Link>
          </p>
        </Tabs.Content>
      </Tabs.Root>
      <p className="mt-10 text-sm text-muted">
        Our reports support reflection; they are not a diagnosis or a crisis service. If you are in crisis, call or text
        988, or text HOME to 741741.
      </p>
    </section>
  );
}

const tabClass =
  "min-h-11 rounded-full px-4 font-semibold text-ink hover:bg-accent-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong data-[state=active]:bg-accent-strong data-[state=active]:text-white";

const copy = {
  "sign-in": {
    button: "Sign In",
    busy: "Signing in...",
    failed: "Sign in failed",
    autoComplete: "current-password" as const,
    hint: undefined,
  },
  "sign-up": {
    button: "Create Account",
    busy: "Creating account...",
    failed: "Sign up failed",
    autoComplete: "new-password" as const,
    hint: "At least 8 characters. A few words you will remember make a strong password.",
  },
};

function CredentialsForm({
  intent,
  returnTo,
  actionData,
  prefillEmail,
  offerSignUp,
}: {
  intent: Tab;
  returnTo: string | null;
  /** The result when the form was posted without JavaScript. */
  actionData: ActionResult | undefined;
  /** The address to start with, until something is typed and sent. */
  prefillEmail: string;
  /** After a refused sign-in, the way to sign up with the address typed. */
  offerSignUp?: (email: string) => ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>({ key: `auth-${intent}` });
  const formRef = useRef<HTMLFormElement>(null);
  const text = copy[intent];
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const errorId = `${intent}-error`;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      showToast({ title: "Account created!", description: signedUpDescription, nextStep: true });
      formRef.current?.reset();
    } else {
      showToast({ title: text.failed, description: fetcher.data.message, type: "error" });
    }
  }, [fetcher.data, text.failed]);

  return (
    <fetcher.Form ref={formRef} method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
      {result ? (
        <FormMessage id={errorId} tone={result.ok ? "success" : "error"}>
          {result.ok ? `Account created! ${result.message}` : result.message}
        </FormMessage>
      ) : null}
      <EmailField id={`${intent}-email`} defaultValue={result?.email ?? (prefillEmail || undefined)} invalid={result?.ok === false} errorId={errorId} />
      <PasswordField
        id={`${intent}-password`}
        name="password"
        label="Password"
        autoComplete={text.autoComplete}
        hint={text.hint}
        invalid={result?.ok === false}
        errorId={errorId}
      />
      {intent === "sign-in" ? (
        <Link to="/auth/forgot-password" className="self-start text-accent-strong underline">
          Forgot password?
        </Link>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
        {busy ? text.busy : text.button}
      </Button>
      {result?.ok === false && result.offerSignUp && offerSignUp ? offerSignUp(result.email) : null}
    </fetcher.Form>
  );
}
