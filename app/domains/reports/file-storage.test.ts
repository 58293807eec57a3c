import { mkdtempSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError, localFileStorage } from "./file-storage.server";

const freshFolder = () => mkdtempSync(path.join(tmpdir(), "catharsis-files-"));

describe("local file storage", () => {
  it("writes, finds and reads back a file, and answers null for a missing one", async () => {
    const storage = localFileStorage(freshFolder());
    expect(await storage.exists("sample-reports", "A_Report.pdf")).toBe(false);
    expect(await storage.read("sample-reports", "A_Report.pdf")).toBeNull();

    await storage.write("sample-reports", "A_Report.pdf", Buffer.from("%PDF-1.3 hello"));
    expect(await storage.exists("sample-reports", "A_Report.pdf")).toBe(true);
    const file = await storage.read("sample-reports", "A_Report.pdf");
    expect(file?.size).toBe(14);
    expect(await text(file!.body)).toBe("%PDF-1.3 hello");
  });

  it("replaces a file whole and leaves no partial files behind", async () => {
    const root = freshFolder();
    const storage = localFileStorage(root);
    await storage.write("reports", "r.pdf", Buffer.from("first"));
    await storage.write("reports", "r.pdf", Buffer.from("second version"));
    expect(await text((await storage.read("reports", "r.pdf"))!.body)).toBe("second version");
    expect(await readdir(path.join(root, "reports"))).toEqual(["r.pdf"]);
  });

  it("refuses names that could leave the bucket", async () => {
    const root = freshFolder();
    writeFileSync(path.join(root, "secret.txt"), "not for download");
    const storage = localFileStorage(path.join(root, "files"));
    const badKeys = ["../secret.txt", "..", "a/b.pdf", "a\\b.pdf", "/etc/passwd", ".hidden", "", "a..b/../c", "x\0.pdf"];
    for (const key of badKeys) {
      await expect(storage.read("sample-reports", key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.write("sample-reports", key, Buffer.from("x")), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    for (const bucket of ["..", "../files", "Sample Reports", ""]) {
      await expect(storage.exists(bucket, "a.pdf"), bucket).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});

describe("listing and removing", () => {
  it("lists finished files only, and removes one (a missing one is no error)", async () => {
    const root = freshFolder();
    const storage = localFileStorage(root);
    expect(await storage.list("reports")).toEqual([]);
    await storage.write("reports", "a.pdf.sealed", Buffer.from("a"));
    await storage.write("reports", "b.pdf.sealed", Buffer.from("b"));
    writeFileSync(path.join(root, "reports", "c.pdf.sealed.123.456.partial"), "half");
    const listed = await storage.list("reports");
    expect(listed.map((file) => file.key).sort()).toEqual(["a.pdf.sealed", "b.pdf.sealed"]);
    expect(listed.every((file) => file.modifiedAt instanceof Date)).toBe(true);
    await storage.remove("reports", "a.pdf.sealed");
    await storage.remove("reports", "a.pdf.sealed");
    expect((await storage.list("reports")).map((file) => file.key)).toEqual(["b.pdf.sealed"]);
    await expect(storage.remove("reports", "../escape")).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
