/**
 * A page's title, description and canonical tags, from the page's own entry.
 * Apart from the registry (pages.ts) so a route whose loader sends its entry
 * (the home page) ships none of the registry's text in its script.
 */
export type PageSummary = { path: string; title: string; description: string; indexable: boolean };

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

type MatchWithData = { id: string; loaderData: unknown } | undefined;

/** The store name is appended except on the home page. */
export function documentTitle(page: Pick<PageSummary, "path" | "title">): string {
  return page.path === "/" ? page.title : `${page.title} | Catharsis`;
}

/** The canonical origin is the configured public address from the root loader, never the request's Host header. */
export function pageTags(page: PageSummary, matches: MatchWithData[]): MetaDescriptor[] {
  const title = documentTitle(page);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
  ];
  if (!page.indexable) tags.push({ name: "robots", content: "noindex" });
  const origin = configuredOrigin(matches);
  if (origin) tags.push({ tagName: "link", rel: "canonical", href: `${origin}${page.path}` });
  return tags;
}

function configuredOrigin(matches: MatchWithData[]): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { config?: { origin?: string } }
    | undefined;
  return root?.config?.origin;
}
