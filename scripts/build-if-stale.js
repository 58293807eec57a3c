// `npm start`'s build step: builds only when the sources differ from those the
// build was made from (ADR 27). A stamp in the build folder holds a digest of every
// input the build reads; `react-router build` empties the folder, so a build made
// any other way (`npm run build`, `npm test`) has no stamp and the next start
// builds again rather than trust it. `npm run build` itself always builds.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const repoRoot = path.resolve(import.meta.dirname, "..");

/** Folders whose every file goes into the build: the app, the server entry Vite bundles with it, static files. */
const INPUT_FOLDERS = ["app", "server", "public"];
/**
 * Single files the build reads: its configuration, the dependency tree as declared and as
 * installed (npm rewrites node_modules/.package-lock.json on every install), the step after
 * Vite, this script (a change to what it hashes must not pass for current), and the .env
 * files Vite loads.
 */
const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/precompress.js",
  "scripts/build-if-stale.js",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];
// Never read by the build: tests beside the code (nothing imports them) and what tools write.
const SKIPPED_NAMES = new Set([".DS_Store", "node_modules", ".react-router"]);
const SKIPPED_FILES = /\.test\.tsx?$/;

const STAMP_NAME = ".source-stamp";

/** Where a build folder keeps the digest of the sources it was made from. */
export function stampPath(buildDir, root = repoRoot) {
  return path.resolve(root, buildDir, STAMP_NAME);
}

function listFiles(root, folder) {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  const files = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (SKIPPED_NAMES.has(entry.name) || SKIPPED_FILES.test(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * One digest of every build input's path and content. Content, not modification times:
 * a checkout or a copy touches every file, and an edit undone within a second keeps its time.
 */
export function sourceDigest(root = repoRoot) {
  const singles = INPUT_FILES.filter((file) => existsSync(path.join(root, file)));
  const files = [...INPUT_FOLDERS.flatMap((folder) => listFiles(root, folder)), ...singles];
  const digest = createHash("sha256");
  for (const file of files.sort()) {
    digest.update(`${file.split(path.sep).join("/")}\0`);
    digest.update(createHash("sha256").update(readFileSync(path.join(root, file))).digest());
  }
  return digest.digest("hex");
}

function readStamp(buildDir, root) {
  try {
    return JSON.parse(readFileSync(stampPath(buildDir, root), "utf8"));
  } catch {
    return undefined;
  }
}

/** True when the build folder holds a complete build of exactly these sources. */
export function isBuildCurrent(buildDir, digest, root = repoRoot) {
  const serverEntry = path.resolve(root, buildDir, "server/index.js");
  return existsSync(serverEntry) && readStamp(buildDir, root)?.digest === digest;
}

/** `npm run build`, as `npm test` and CI run it; returns its exit status. */
function npmRunBuild(root) {
  return spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status ?? 1;
}

/**
 * Builds unless the build folder is current; returns an exit status. `build` and `root`
 * are replaceable for tests.
 */
export function buildIfStale({ buildDir = "build", root = repoRoot, build = npmRunBuild, log = console.log } = {}) {
  const started = performance.now();
  // Taken before building: a file saved during the build leaves a digest the next start does not match.
  const digest = sourceDigest(root);
  if (isBuildCurrent(buildDir, digest, root)) {
    log(`${buildDir}/ matches the sources (checked in ${Math.round(performance.now() - started)} ms): starting without a build`);
    return 0;
  }
  log(`${buildDir}/ is missing or older than the sources: building`);
  // Gone before the build starts, so a failed or interrupted build never keeps an old stamp.
  rmSync(stampPath(buildDir, root), { force: true });
  const status = build(root);
  if (status !== 0) return status;
  writeFileSync(stampPath(buildDir, root), `${JSON.stringify({ digest, builtAt: new Date().toISOString() })}\n`);
  return 0;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  process.exitCode = buildIfStale({ buildDir: process.env.BUILD_DIR || "build" });
}
