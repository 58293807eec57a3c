import type { Route } from "./+types/cart";
import { CartView } from "~/features/shop/cart-view";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Cart() {
  return <CartView />;
}
