import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listMailbox, readMailboxMessage, storeInMailbox } from "./dev-mailbox.server";

const message = (subject: string) => ({
  from: "Catharsis <hello@example.com>",
  to: "client@example.com",
  subject,
  html: "<p>Hello</p>",
  text: "Hello",
});

describe("dev mailbox", () => {
  it("keeps every message and lists the newest first", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mailbox-"));
    const first = await storeInMailbox(dir, message("first"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await storeInMailbox(dir, message("second"));
    const listed = await listMailbox(dir);
    expect(listed.map((stored) => stored.subject)).toEqual(["second", "first"]);
    expect(await readMailboxMessage(dir, first.id)).toMatchObject({ subject: "first", html: "<p>Hello</p>" });
  });

  it("lists a burst stored within one millisecond in the order it was stored", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mailbox-"));
    const subjects = Array.from({ length: 20 }, (_, n) => `burst ${n}`);
    for (const subject of subjects) await storeInMailbox(dir, message(subject));
    expect((await listMailbox(dir)).map((stored) => stored.subject)).toEqual([...subjects].reverse());
  });

  it("reads only its own files, whatever id the URL carries", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mailbox-"));
    writeFileSync(path.join(tmpdir(), "secret.json"), JSON.stringify(message("secret")));
    expect(await readMailboxMessage(dir, "../secret")).toBeNull();
    expect(await readMailboxMessage(dir, "1700000000000-deadbeef")).toBeNull();
  });

  it("is empty before the first message", async () => {
    expect(await listMailbox(path.join(tmpdir(), "no-such-mailbox"))).toEqual([]);
  });
});
