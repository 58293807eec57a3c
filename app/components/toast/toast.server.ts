import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import type { ToastMessage } from "./toast";

/**
 * Toasts that survive a redirect (Epic Stack's pattern): an action sets a
 * signed flash cookie, the root loader reads and clears it, and the Toaster
 * shows it. Without JavaScript the same message renders in the page instead.
 */
const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  type: z.enum(["success", "error", "info"]).optional(),
});

const TOAST_KEY = "toast";
let storage: ReturnType<typeof createToastStorage> | undefined;

function createToastStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: "catharsis_toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_ENV === "production",
      secrets: [getSecrets(env).sessionSecret],
    },
  });
}

function toastStorage() {
  storage ??= createToastStorage();
  return storage;
}

/** The Set-Cookie header that carries a toast to the next page. */
export async function toastHeaders(toast: ToastMessage): Promise<Headers> {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, toast);
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastMessage, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await toastHeaders(toast)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; send the returned headers with the response. */
export async function takeToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("catharsis_toast=")) return { toast: null, headers: null };
  const session = await toastStorage().getSession(cookie);
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  const headers = new Headers({ "Set-Cookie": await toastStorage().destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
