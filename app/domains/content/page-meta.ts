import { documentTitle, findSitePage, type SitePage } from "./pages";

type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

type MatchWithData = { id: string; loaderData: unknown } | undefined;

/**
 * Title, description and canonical link for a page of the registry. The
 * canonical origin is the configured public address from the root loader,
 * never the request's Host header.
 */
export function pageMeta(path: string, matches: MatchWithData[]): MetaDescriptor[] {
  const sitePage = findSitePage(path);
  if (!sitePage) return [{ title: "Page not found | Catharsis" }];
  return describe(sitePage, configuredOrigin(matches));
}

function configuredOrigin(matches: MatchWithData[]): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { config?: { origin?: string } }
    | undefined;
  return root?.config?.origin;
}

function describe(sitePage: SitePage, origin: string | undefined): MetaDescriptor[] {
  const title = documentTitle(sitePage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: sitePage.description },
    { property: "og:title", content: title },
    { property: "og:description", content: sitePage.description },
  ];
  if (!sitePage.indexable) tags.push({ name: "robots", content: "noindex" });
  if (origin) tags.push({ tagName: "link", rel: "canonical", href: `${origin}${sitePage.path}` });
  return tags;
}
