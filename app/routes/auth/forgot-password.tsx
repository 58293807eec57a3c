import { useEffect } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField, FormMessage } from "~/components/ui/password-field";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { requestPasswordReset, resetRequestedMessage } from "~/domains/accounts/passwords/request-password-reset.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/account");
  return null;
}

const emailSchema = emailAddressSchema(INVALID_EMAIL_MESSAGE, { lowercase: true });

type ActionResult = { ok: boolean; message: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = emailSchema.safeParse(form.get("email"));
  if (!parsed.success) return data<ActionResult>({ ok: false, message: INVALID_EMAIL_MESSAGE }, { status: 400 });
  const outcome = await requestPasswordReset(request, parsed.data);
  if (!outcome.ok) return data<ActionResult>({ ok: false, message: outcome.message }, { status: outcome.status });
  return data<ActionResult>({ ok: true, message: resetRequestedMessage });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!fetcher.data) return;
    showToast(
      fetcher.data.ok
        ? { title: "Check your email", description: fetcher.data.message }
        : { title: "Reset request failed", description: fetcher.data.message, type: "error" },
    );
  }, [fetcher.data]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{findSitePage("/auth/forgot-password")?.heading}</h1>
      <p className="mt-3 text-muted">
        Enter the email address you use with Catharsis. We will send you a link to choose a new password.
      </p>
      <fetcher.Form method="post" className="mt-8 flex flex-col gap-4">
        {result ? (
          <FormMessage id="forgot-message" tone={result.ok ? "success" : "error"}>
            {result.message}
          </FormMessage>
        ) : null}
        <EmailField id="forgot-email" invalid={result?.ok === false} errorId="forgot-message" />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending link..." : "Send Reset Link"}
        </Button>
      </fetcher.Form>
      <p className="mt-8">
        <Link to="/auth" className="font-semibold text-accent-strong underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
