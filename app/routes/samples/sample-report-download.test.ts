import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "~/domains/accounts/current-user.server";
import type * as fileStorage from "~/domains/reports/storage/file-storage.server";
import { localFileStorage } from "~/domains/reports/storage/file-storage.server";
import { loader } from "./sample-report-download";

const state = vi.hoisted(() => ({ user: null as CurrentUser | null, folder: "" }));
vi.mock("~/domains/accounts/current-user.server", () => ({ getCurrentUser: async () => state.user }));
vi.mock("~/domains/reports/storage/file-storage.server", async (importOriginal) => {
  const original = await importOriginal<typeof fileStorage>();
  return { ...original, getFileStorage: () => original.localFileStorage(state.folder) };
});
vi.mock("~/features/samples/sample-reports.server", () => ({
  laneSamples: {
    edition: async () => "test-edition",
    render: async (type: string) => new TextEncoder().encode(`%PDF-1.3 sample ${type}`),
  },
}));

async function download(fileName: string): Promise<Response> {
  const url = `http://localhost/sample-reports/${encodeURIComponent(fileName)}`;
  try {
    return (await loader({ request: new Request(url), params: { fileName }, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeEach(() => {
  state.folder = mkdtempSync(path.join(tmpdir(), "catharsis-download-"));
  state.user = { id: "user-1", email: "june@example.com", role: "client", twoFactorEnabled: false };
});

describe("GET /sample-reports/:fileName", () => {
  it("sends the PDF to a signed-in visitor under the decided file name", async () => {
    const response = await download("Root_Cause_Analysis_Report.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Root_Cause_Analysis_Report.pdf"');
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await response.text()).toBe("%PDF-1.3 sample root-cause");
  });

  it("sends a signed-out visitor to sign in, then back to the samples", async () => {
    state.user = null;
    const response = await download("Root_Cause_Analysis_Report.pdf");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirect=%2Fsample-reports");
  });

  it("answers 404 for any other name, and never reads outside storage", async () => {
    const storage = localFileStorage(state.folder);
    await storage.write("sample-reports", "Other.pdf", Buffer.from("%PDF- not a sample"));
    for (const name of ["Other.pdf", "../pglite/PG_VERSION", "..%2F..%2Fetc%2Fpasswd", "root_cause_analysis_report.pdf", "Enneagram_Results_Report"]) {
      expect((await download(name)).status, name).toBe(404);
    }
  });
});
