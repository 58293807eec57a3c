import { Readable } from "node:stream";
import type { Route } from "./+types/sample-report-page-image";
import { getEnv } from "~/config/env.server";
import { getFileStorage } from "~/domains/reports/storage/file-storage.server";
import { findSamplePageImage } from "~/domains/reports/samples/sample-page-images";
import { openSamplePageImage } from "~/domains/reports/samples/sample-page-images.server";
import { laneSamples } from "~/features/samples/sample-reports.server";

/** An address naming the current edition never shows anything else: kept for a year. */
const EDITION_CACHE = "public, max-age=31536000, immutable";
/** Without it (or with an old one), the picture may change with the next edition: asked again each time, by its ETag. */
const CURRENT_CACHE = "public, no-cache";

/**
 * GET /sample-reports/:sampleId/page-N.webp: the cover and first two pages of
 * a sample as pictures, for anyone, signed in or not (issue 17; the PDF itself
 * still needs sign-in). Only the four samples × pages 1–3 exist; anything else
 * is 404, so no other stored file can be reached through this path.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const found = findSamplePageImage(params.sampleId, params.image);
  if (!found) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { edition, file } = await openSamplePageImage(getFileStorage(getEnv()), found.report, found.page, laneSamples);
  const etag = `"${edition}-${found.page}"`;
  const headers = {
    "Cache-Control": new URL(request.url).searchParams.get("v") === edition ? EDITION_CACHE : CURRENT_CACHE,
    ETag: etag,
    // X-Content-Type-Options: nosniff comes with every response (server/security-headers.ts); set here too, it would be sent twice.
  };
  if (request.headers.get("If-None-Match")?.split(/\s*,\s*/).includes(etag)) {
    file.body.destroy();
    return new Response(null, { status: 304, headers });
  }
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: { ...headers, "Content-Type": "image/webp", "Content-Length": String(file.size) },
  });
}
