import { findSitePage } from "./pages";
import { pageTags, type MetaDescriptor } from "./page-tags";

type MatchWithData = { id: string; loaderData: unknown } | undefined;

/** Title, description and canonical link for a page of the registry (see page-tags.ts). */
export function pageMeta(path: string, matches: MatchWithData[]): MetaDescriptor[] {
  const sitePage = findSitePage(path);
  if (!sitePage) return [{ title: "Page not found | Catharsis" }];
  return pageTags(sitePage, matches);
}
