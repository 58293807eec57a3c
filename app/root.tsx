import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// The stylesheet travels inside the page: on a slow phone line a separate file costs a round trip
// before anything can paint (issue 32, LCP). About 9 KB compressed.
import appCss from "./app.css?inline";
import { ChatWidget } from "~/features/chat/chat-widget";
import { DemoBanner } from "~/components/layout/demo-banner";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { useNonce } from "~/components/nonce-provider";
import { takeToast } from "~/components/toast/toast.server";
import { Toaster } from "~/components/toast/toaster";
import { getEnv } from "~/config/env.server";
import { publicConfig } from "~/config/site.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { renewSessionCookie } from "~/domains/accounts/sign-in/session-renewal.server";
import { useAuthSync } from "~/domains/accounts/sign-in/use-auth-sync";
import { useCartQuantity } from "~/domains/cart/use-cart-quantity";
import { rememberBrowserZone } from "~/shared/zones/browser-time-zone";

export const middleware: Route.MiddlewareFunction[] = [renewSessionCookie];

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, headers }] = await Promise.all([getCurrentUser(request), takeToast(request)]);
  return data({ config: publicConfig(getEnv()), user, toast }, headers ? { headers } : undefined);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const cartQuantity = useCartQuantity();
  const user = rootData?.user ?? null;
  useAuthSync(rootData ? (user?.id ?? null) : undefined);
  // Tells the server the reader's time zone, so a client's own pages are written in it (ADR 0072).
  useEffect(rememberBrowserZone, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#245a4f" />
        <Meta />
        <style>{appCss}</style>
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans leading-relaxed">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-3"
        >
          Skip to main content
        </a>
        {rootData?.config.appEnv === "local" ? <DemoBanner /> : null}
        <SiteHeader cartQuantity={cartQuantity} user={user} />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        {rootData ? <SiteFooter config={rootData.config} newsletter={<NewsletterForm />} /> : null}
        <ChatWidget />
        <Toaster serverToast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>Something went wrong | Catharsis</title>
      <h1 className="font-serif text-4xl">We are sorry: something went wrong</h1>
      <p className="mt-4 text-muted">
        Nothing you wrote has been lost. Please try again in a moment. If it keeps happening, write
        to us from the contact page (error {status}).
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-accent-strong px-6 py-3 font-semibold text-white">
        Return to Home
      </a>
    </section>
  );
}
