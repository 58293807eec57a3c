import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/content/legal-page";
import { usePublicConfig } from "~/components/content/use-public-config";
import { pageMeta } from "~/domains/content/page-meta";
import { termsOfService } from "~/domains/content/legal/terms-of-service";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Terms() {
  const { contact } = usePublicConfig();
  return <LegalPage heading="Terms of Service" {...termsOfService(contact)} />;
}
