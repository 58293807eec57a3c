import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import { CheckoutView } from "~/features/shop/checkout-view";
import { pageMeta } from "~/domains/content/page-meta";
import type { loader as rootLoader } from "~/root";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Checkout() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  return <CheckoutView accountEmail={user?.email ?? null} />;
}
