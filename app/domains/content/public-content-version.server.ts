/**
 * A counter the public page cache keys the pages that show site content by
 * (ADR 30, ADR 44): every save of the figures or testimonials moves it on, so
 * the next signed-out visit renders those pages afresh instead of waiting out
 * the cache's minute. Other pages keep their stored copy. Per process, like
 * the cache itself.
 */
let version = 0;

/** The pages whose loaders read the figures or the testimonials. */
const showingSiteContent = new Set(["/", "/testimonials"]);

export function publicContentVersion(path: string): number {
  return showingSiteContent.has(path) ? version : 0;
}

export function publicContentChanged(): void {
  version += 1;
}
