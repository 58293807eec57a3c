import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reset-password";
import { FormMessage, PasswordField } from "~/components/ui/password-field";
import { redirectWithToast } from "~/components/toast/toast.server";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import { resetPassword } from "~/domains/accounts/passwords/reset-password.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

// The token is a secret in the address: keep it out of other sites' Referer headers.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: token && token.length <= 200 ? token : null };
}

const resetSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().max(128, "Password must be at most 128 characters."),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { message: "The two passwords do not match. Please type them again." });

type ActionResult = { ok: false; message: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = resetSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ActionResult>({ ok: false, message: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  }
  const outcome = await resetPassword(request, { token: parsed.data.token, newPassword: parsed.data.password });
  if (!outcome.ok) return data<ActionResult>({ ok: false, message: outcome.message }, { status: outcome.status });
  return redirectWithToast("/auth?reset=1", {
    title: "Password changed",
    description: "Please sign in with your new password.",
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data) showToast({ title: "Password not changed", description: fetcher.data.message, type: "error" });
  }, [fetcher.data]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{findSitePage("/auth/reset-password")?.heading}</h1>
      {loaderData.token ? (
        <>
          <p className="mt-3 text-muted">Choose a new password for your account. You will then sign in with it.</p>
          <fetcher.Form method="post" className="mt-8 flex flex-col gap-4">
            <input type="hidden" name="token" value={loaderData.token} />
            {result ? (
              <FormMessage id="reset-message" tone="error">
                {result.message}
              </FormMessage>
            ) : null}
            <PasswordField
              id="new-password"
              name="password"
              label="New password"
              autoComplete="new-password"
              hint="At least 8 characters. A few words you will remember make a strong password."
              invalid={Boolean(result)}
              errorId="reset-message"
            />
            <PasswordField
              id="confirm-password"
              name="confirm"
              label="Confirm new password"
              autoComplete="new-password"
              invalid={Boolean(result)}
              errorId="reset-message"
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Saving..." : "Save New Password"}
            </Button>
          </fetcher.Form>
        </>
      ) : (
        <div className="mt-6">
          <FormMessage tone="info">
            This page needs the link from your email. If the link has expired, you can ask for a new one.
          </FormMessage>
        </div>
      )}
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/auth/forgot-password" className="font-semibold text-accent-strong underline">
          Ask for a new link
        </Link>
        <Link to="/auth" className="font-semibold text-accent-strong underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
