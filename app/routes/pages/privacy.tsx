import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/content/legal-page";
import { usePublicConfig } from "~/components/content/use-public-config";
import { pageMeta } from "~/domains/content/page-meta";
import { privacyPolicy } from "~/domains/content/legal/privacy-policy";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Privacy() {
  const { contact } = usePublicConfig();
  return <LegalPage heading="Privacy Policy" contents {...privacyPolicy(contact)} />;
}
