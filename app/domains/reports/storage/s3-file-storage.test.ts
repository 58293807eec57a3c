import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server } from "../../../../tests/support/s3-server";
import { InvalidStorageKeyError } from "./file-storage-contract";
import { s3FileStorage } from "./s3-file-storage.server";

// The shared behaviour checks (read, write, exists, list, remove) run against this adapter in file-storage.test.ts.
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const CANARY = "the blue heron on Pinecrest Lake";
// Uncompressed on purpose: the canary is plainly in these bytes, so its absence in the bucket means sealing.
const pdf = Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Page >> endobj\nBT (I still think about ${CANARY}) Tj ET\n%%EOF\n`, "latin1");

describe("report PDFs with FILE_STORAGE=s3", () => {
  it("round-trip through the S3 bucket sealed: the object holds neither the header nor the client's words", async () => {
    const options = await s3.freshBuckets();
    vi.resetModules();
    vi.stubEnv("FILE_STORAGE", "s3");
    vi.stubEnv("S3_ENDPOINT", options.endpoint!);
    vi.stubEnv("S3_BUCKET_PREFIX", options.bucketPrefix);
    vi.stubEnv("S3_ACCESS_KEY_ID", options.accessKeyId);
    vi.stubEnv("S3_SECRET_ACCESS_KEY", options.secretAccessKey);
    vi.stubEnv("S3_FORCE_PATH_STYLE", "true");
    vi.stubEnv("ENCRYPTION_KEY", randomBytes(32).toString("base64"));
    try {
      const { readReportPdf, storeReportPdf } = await import("./report-files.server");
      const key = await storeReportPdf("submission-1:catharsis", pdf);
      expect(await readReportPdf("submission-1:catharsis", key)).toEqual(pdf);

      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: `${options.bucketPrefix}reports` }));
      expect(listed.Contents?.map((object) => object.Key)).toEqual([key]);
      const object = await s3.client.send(new GetObjectCommand({ Bucket: `${options.bucketPrefix}reports`, Key: key }));
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      expect(stored.includes(CANARY)).toBe(false);
      expect(stored.includes("%PDF")).toBe(false);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("the S3 adapter", () => {
  it("refuses a bad name before it sends any request", async () => {
    // A port that accepts connections and counts them: a refused name must never get that far.
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const address = listener.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const storage = s3FileStorage({ ...(await s3.freshBuckets()), endpoint: `http://127.0.0.1:${port}` });
    try {
      await expect(storage.read("reports", "../escape")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.write("reports", "a/b.pdf", Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists("Reports", "a.pdf")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.list("../reports")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove("reports", "..")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("lists every object across pages", async () => {
    // s3rver cannot page on Node 24 (its continuation token uses a cipher OpenSSL 3 refuses), so two pages come from a stub.
    const tokens: (string | null)[] = [];
    const page = (keys: string[], next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>test-reports</Name>` +
      keys.map((key) => `<Contents><Key>${key}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><Size>1</Size></Contents>`).join("") +
      (next ? `<IsTruncated>true</IsTruncated><NextContinuationToken>${next}</NextContinuationToken>` : "<IsTruncated>false</IsTruncated>") +
      "</ListBucketResult>";
    const stub = createHttpServer((request, response) => {
      const token = new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("continuation-token");
      tokens.push(token);
      response.setHeader("content-type", "application/xml");
      response.end(token === "page-2" ? page(["c.pdf.sealed", "not ours/d.pdf"]) : page(["a.pdf.sealed", "b.pdf.sealed"], "page-2"));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    const address = stub.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const storage = s3FileStorage({ ...(await s3.freshBuckets()), endpoint: `http://127.0.0.1:${port}` });
      const listed = await storage.list("reports");
      expect(listed.map((file) => file.key)).toEqual(["a.pdf.sealed", "b.pdf.sealed", "c.pdf.sealed"]);
      expect(listed[0]?.modifiedAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
      expect(tokens).toEqual([null, "page-2"]);
    } finally {
      await new Promise((resolve) => stub.close(resolve));
    }
  });

  it("fails loudly when the bucket does not exist, rather than creating it", async () => {
    const storage = s3FileStorage({ ...(await s3.freshBuckets()), bucketPrefix: "missing-" });
    await expect(storage.write("reports", "a.pdf", Buffer.from("x"))).rejects.toMatchObject({ name: "NoSuchBucket" });
  });
});
