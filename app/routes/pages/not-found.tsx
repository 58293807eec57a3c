import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { PageNotFound } from "~/components/layout/page-not-found";
import { logger } from "~/config/logger.server";
import { requestInfoContext as requestInfo } from "~/config/request-context";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path, requestId: context.get(requestInfo).requestId }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Catharsis" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <PageNotFound />;
}
