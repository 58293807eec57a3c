import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "~/config/site";

/**
 * The site's public settings (contact addresses, phone) from the root loader,
 * so pages never hard-code an address the operator configures.
 */
export function usePublicConfig(): PublicConfig {
  const root = useRouteLoaderData("root") as { config?: PublicConfig } | undefined;
  if (!root?.config) throw new Error("The root loader's public config is missing");
  return root.config;
}
