import { describe, expect, it } from "vitest";
import { pageTags } from "./page-tags";
import { pageMeta } from "./page-meta";
import { findSitePage } from "./pages";

const root = { id: "root", loaderData: { config: { origin: "https://catharsis.example" } } };

describe("pageTags", () => {
  it("gives the home page, sent by its loader, the tags the registry gives it", () => {
    const { path, title, description, indexable } = findSitePage("/")!;
    expect(pageTags({ path, title, description, indexable }, [root])).toEqual(pageMeta("/", [root]));
  });

  it("adds the store name, noindex and the canonical link on the configured origin", () => {
    const tags = pageTags({ path: "/account", title: "My Account", description: "d", indexable: false }, [root]);
    expect(tags).toContainEqual({ title: "My Account | Catharsis" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://catharsis.example/account" });
  });
});
