import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildIfStale, sourceDigest, stampPath } from "./build-if-stale.js";

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project with a few build inputs, in a folder of its own. */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), "catharsis-build-stamp-"));
  roots.push(root);
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write("app/root.tsx", "export default function Root() {}");
  write("server/app.ts", "export {};");
  write("public/robots.txt", "User-agent: *");
  write("package-lock.json", '{"lockfileVersion":3}');
  write("vite.config.ts", "export default {};");
  return { root, write };
}

/** What `react-router build` does to the folder: empties it, then writes the server entry. */
function fakeBuild(root: string, buildDir = "build") {
  return vi.fn(() => {
    rmSync(path.join(root, buildDir), { recursive: true, force: true });
    mkdirSync(path.join(root, buildDir, "server"), { recursive: true });
    writeFileSync(path.join(root, buildDir, "server/index.js"), "export {};");
    return 0;
  });
}

const quiet = () => undefined;

describe("npm start's build step", () => {
  it("builds a fresh clone, then starts without building while the sources are unchanged", () => {
    const { root } = project();
    const build = fakeBuild(root);
    expect(buildIfStale({ root, build, log: quiet })).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);

    expect(buildIfStale({ root, build, log: quiet })).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("builds again after any change to the app, the server, static files, the lock file or the build's configuration", () => {
    const { root, write } = project();
    const build = fakeBuild(root);
    buildIfStale({ root, build, log: quiet });
    const changes: [string, string][] = [
      ["app/root.tsx", "export default function Root() { return null; }"],
      ["app/routes/new-page.tsx", "export default function Page() {}"],
      ["server/app.ts", "export const changed = true;"],
      ["public/robots.txt", "User-agent: *\nDisallow: /admin"],
      ["package-lock.json", '{"lockfileVersion":3,"packages":{}}'],
      ["node_modules/.package-lock.json", '{"packages":{"node_modules/react":{"version":"19.3.2"}}}'],
      ["vite.config.ts", "export default { base: '/' };"],
    ];
    for (const [file, content] of changes) {
      write(file, content);
      const builds = build.mock.calls.length;
      buildIfStale({ root, build, log: quiet });
      expect(build.mock.calls.length, file).toBe(builds + 1);
    }
  });

  it("never trusts a build made without a stamp, such as `npm run build` after an edit that was later undone", () => {
    const { root, write } = project();
    const build = fakeBuild(root);
    buildIfStale({ root, build, log: quiet });
    write("app/root.tsx", "export default function Edited() {}");
    fakeBuild(root)(); // `npm run build` of the edited sources: the folder is emptied, stamp and all
    write("app/root.tsx", "export default function Root() {}");

    buildIfStale({ root, build, log: quiet });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("keeps no stamp when the build fails, so the next start builds again", () => {
    const { root } = project();
    const failing = vi.fn(() => 1);
    expect(buildIfStale({ root, build: failing, log: quiet })).toBe(1);
    expect(existsSync(stampPath("build", root))).toBe(false);

    const build = fakeBuild(root);
    buildIfStale({ root, build, log: quiet });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("stamps the sources as they were when the build began, so a file saved during the build is built next time", () => {
    const { root, write } = project();
    const before = sourceDigest(root);
    const build = vi.fn(() => {
      const status = fakeBuild(root)();
      write("app/root.tsx", "export default function SavedMidBuild() {}");
      return status;
    });
    buildIfStale({ root, build, log: quiet });
    expect(JSON.parse(readFileSync(stampPath("build", root), "utf8")).digest).toBe(before);

    const next = fakeBuild(root);
    buildIfStale({ root, build: next, log: quiet });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("ignores tests beside the code, which no build reads", () => {
    const { root, write } = project();
    const before = sourceDigest(root);
    write("app/root.test.tsx", "it('renders', () => {});");
    write("server/app.server.test.ts", "it('boots', () => {});");
    expect(sourceDigest(root)).toBe(before);
  });

  it("keeps each build folder's stamp apart (BUILD_DIR)", () => {
    const { root } = project();
    buildIfStale({ root, buildDir: "build-a", build: fakeBuild(root, "build-a"), log: quiet });
    const other = fakeBuild(root, "build-b");
    buildIfStale({ root, buildDir: "build-b", build: other, log: quiet });
    expect(other).toHaveBeenCalledTimes(1);
  });
});
