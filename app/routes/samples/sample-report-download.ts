import { Readable } from "node:stream";
import { redirect } from "react-router";
import type { Route } from "./+types/sample-report-download";
import { getEnv } from "~/config/env.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { openSampleReport } from "~/domains/reports/samples/ensure-sample-reports.server";
import { getFileStorage } from "~/domains/reports/storage/file-storage.server";
import { findSampleReportByFileName } from "~/domains/reports/samples/sample-reports";
import { laneSamples } from "~/features/samples/sample-reports.server";

/**
 * GET /sample-reports/:fileName: a sample PDF from file storage, for signed-in
 * visitors only, saved under the name docs/product.md gives. Only the four known
 * names are served, so no other file can be reached through this path.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Signed out, the sign-in comes back to the list rather than to a bare download.
  if (!(await getCurrentUser(request))) throw redirect(`/auth?redirect=${encodeURIComponent("/sample-reports")}`);
  const report = findSampleReportByFileName(params.fileName);
  if (!report) throw new Response("Not Found", { status: 404 });
  const file = await openSampleReport(getFileStorage(getEnv()), report, laneSamples);
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
