import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as fileStorage from "~/domains/reports/storage/file-storage.server";
import { loader } from "./sample-report-page-image";

const state = vi.hoisted(() => ({ folder: "" }));
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
// Drawing a real PDF is tested in app/features/samples; this route only serves what was drawn.
vi.mock("~/domains/reports/pdf/rasterize-pdf-pages.server", () => ({
  rasterizePdfPages: async (pdf: Uint8Array, pages: number[]) =>
    pages.map((pageNumber) => ({ pageNumber, width: 640, height: 828, bytes: new TextEncoder().encode(`RIFF page ${pageNumber} ${new TextDecoder().decode(pdf)}`) })),
}));
// No one is signed in here: the pictures need no session, so the route must not ask for one.
vi.mock("~/domains/accounts/current-user.server", () => ({
  getCurrentUser: async () => {
    throw new Error("the preview pictures are public");
  },
}));

async function get(sampleId: string, image: string, init: { query?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const url = `http://localhost/sample-reports/${encodeURIComponent(sampleId)}/${encodeURIComponent(image)}${init.query ?? ""}`;
  try {
    return (await loader({ request: new Request(url, { headers: init.headers }), params: { sampleId, image }, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeEach(() => {
  state.folder = mkdtempSync(path.join(tmpdir(), "catharsis-sample-page-"));
});

describe("GET /sample-reports/:sampleId/page-N.webp", () => {
  it("sends a signed-out visitor the page as a WebP picture that browsers keep while the edition lasts", async () => {
    const response = await get("root-cause", "page-2.webp", { query: "?v=test-edition" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toBe('"test-edition-2"');
    const body = await response.text();
    expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(body)));
    expect(body).toBe("RIFF page 2 %PDF-1.3 sample root-cause");
  });

  it("asks again each time at an address without the current edition", async () => {
    for (const query of ["", "?v=an-old-edition"]) {
      const response = await get("enneagram", "page-1.webp", { query });
      expect(response.status, query).toBe(200);
      expect(response.headers.get("Cache-Control"), query).toBe("public, no-cache");
      expect(await response.text(), query).toBe("RIFF page 1 %PDF-1.3 sample enneagram");
    }
  });

  it("answers 304 to a browser that holds the current picture", async () => {
    const response = await get("catharsis", "page-3.webp", { headers: { "If-None-Match": 'W/"other", "test-edition-3"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe('"test-edition-3"');
    expect(await response.text()).toBe("");
    expect((await get("catharsis", "page-3.webp", { headers: { "If-None-Match": '"test-edition-2"' } })).status).toBe(200);
  });

  it("answers 404 for any other sample or page, and never reads another stored file", async () => {
    const storage = (await import("~/domains/reports/storage/file-storage.server")).localFileStorage(state.folder);
    await storage.write("sample-reports", "Enneagram_Results_Report.pdf", new TextEncoder().encode("%PDF- signed-in only"));
    for (const [sampleId, image] of [
      ["enneagram", "page-0.webp"],
      ["enneagram", "page-4.webp"],
      ["enneagram", "page-1.png"],
      ["enneagram", "Enneagram_Results_Report.pdf"],
      ["enneagram", "page-1.webp.edition"],
      ["not-a-sample", "page-1.webp"],
      ["Enneagram_Results_Report.pdf", "page-1.webp"],
      ["..", "page-1.webp"],
      ["enneagram", "..%2FEnneagram_Results_Report.pdf"],
    ] as const) {
      const response = await get(sampleId, image);
      expect(response.status, `${sampleId}/${image}`).toBe(404);
      expect(response.headers.get("Content-Type"), `${sampleId}/${image}`).not.toContain("image");
    }
  });
});
