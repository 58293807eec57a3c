import { useEffect } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/two-factor";
import { redirectWithToast } from "~/components/toast/toast.server";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/password-field";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { safeRedirectPath } from "~/domains/accounts/sign-in/safe-redirect";
import { welcomeBackToast } from "~/domains/accounts/sign-in/sign-in-toasts";
import { verifySecondFactor } from "~/domains/accounts/staff/staff-two-factor.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { recordStaffAction } from "~/security/staff-audit.server";
import { isStaffRole } from "~/shared/staff/staff-access";
import { CodeField } from "~/components/ui/second-factor-code-field";
import { codeSchemas, type CodeMethod } from "~/shared/staff/second-factor-codes";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

/** Only the browser that just gave the right password holds this cookie (Better Auth's challenge). */
const hasChallenge = (request: Request) => /(?:^|;\s*)(?:__Host-)?catharsis\.two_factor=/.test(request.headers.get("Cookie") ?? "");

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const returnTo = safeRedirectPath(params.get("redirect"));
  if (await getCurrentUser(request)) throw redirect(returnTo ?? "/");
  if (!hasChallenge(request)) throw redirect(`/auth${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ""}`);
  const method: CodeMethod = params.get("method") === "backup" ? "backup" : "app";
  return data({ returnTo, method }, { headers: { "Cache-Control": "private, no-store" } });
}

type ActionResult = { ok: false; message: string; method: CodeMethod; code: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const method: CodeMethod = form.get("method") === "backup" ? "backup" : "app";
  const returnTo = safeRedirectPath(form.get("redirectTo"));
  const typed = String(form.get("code") ?? "").slice(0, 40);
  const parsed = codeSchemas[method].safeParse(typed);
  if (!parsed.success) {
    return data<ActionResult>({ ok: false, message: z.prettifyError(parsed.error).replace(/^✖ /, ""), method, code: typed }, { status: 400 });
  }
  const outcome = await verifySecondFactor(request, method, parsed.data);
  if (outcome.ok) {
    // A backup code spent is worth knowing about: it may mean a lost phone, or someone else.
    if (method === "backup" && isStaffRole(outcome.user.role)) {
      const actor = { userId: outcome.user.id, email: outcome.user.email, role: outcome.user.role };
      await recordStaffAction({ actor, action: "staff.backup-code-used", target: { type: "staff-account", id: actor.userId } });
    }
    return redirectWithToast(returnTo ?? "/", welcomeBackToast, { headers: outcome.headers });
  }
  if (outcome.startAgain) {
    throw await redirectWithToast(`/auth${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ""}`, {
      type: "error",
      title: "Please sign in again",
      description: outcome.message,
    });
  }
  return data<ActionResult>({ ok: false, message: outcome.message, method, code: typed }, { status: outcome.status });
}

const copy: Record<CodeMethod, { intro: string; switchTo: string; switchLabel: string }> = {
  app: {
    intro: "Your account uses two-step sign-in. Open your authenticator app and type the 6-digit code it shows for Catharsis.",
    switchTo: "backup",
    switchLabel: "Use a backup code instead",
  },
  backup: {
    intro: "Type one of the backup codes you saved when you set up two-step sign-in. Each code works once.",
    switchTo: "app",
    switchLabel: "Use the authenticator app instead",
  },
};

export default function TwoFactorSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo, method } = loaderData;
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";
  const text = copy[method];
  const switchQuery = new URLSearchParams({ method: text.switchTo, ...(returnTo ? { redirect: returnTo } : {}) });

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) showToast({ title: "Sign in failed", description: fetcher.data.message, type: "error" });
  }, [fetcher.data]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{findSitePage("/auth/two-factor")?.heading}</h1>
      <p className="mt-3 text-muted">{text.intro}</p>
      <fetcher.Form method="post" className="mt-8 flex flex-col gap-4" key={method}>
        <input type="hidden" name="method" value={method} />
        {returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
        {result && result.method === method ? (
          <FormMessage id="code-error" tone="error">
            {result.message}
          </FormMessage>
        ) : null}
        <CodeField
          method={method}
          defaultValue={result?.method === method ? result.code : undefined}
          invalid={result?.method === method}
          errorId="code-error"
        />
        <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
          {busy ? "Checking..." : "Verify and Sign In"}
        </Button>
      </fetcher.Form>
      <p className="mt-6">
        <Link to={`?${switchQuery.toString()}`} replace className="font-semibold text-accent-strong underline">
          {text.switchLabel}
        </Link>
      </p>
      <p className="mt-4">
        <Link to="/auth" className="text-accent-strong underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
