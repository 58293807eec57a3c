// The layers of app/ and what each may import (ADR 0018). Read by the
// `project/layer-boundaries` lint rule; docs/architecture.md explains them.
import path from "node:path";

/**
 * Which layer a repository path belongs to, or null for files outside the
 * layering (tests, scripts, configuration). Domains and features carry their
 * own name, so that one domain or feature importing another can be told apart.
 */
export function layerOf(repoPath) {
  const parts = repoPath.split("/");
  if (parts[0] === "server") return { layer: "server" };
  if (parts[0] !== "app") return null;
  const [, folder, name] = parts;
  if (folder === "domains" && parts.length > 3) return { layer: "domain", name };
  if (folder === "features" && parts.length > 3) return { layer: "feature", name };
  if (simpleLayers.has(folder)) return { layer: folder };
  // app/root.tsx, app/routes.ts, app/entry.server.tsx and app/routes/* sit at the top with the routes.
  return { layer: "routes" };
}

const simpleLayers = new Set(["shared", "config", "db", "jobs", "security", "components", "job-handlers", "routes"]);

/** What each layer may import besides itself (a domain or feature: only its own folder). */
const mayImport = {
  shared: [],
  config: ["shared"],
  db: ["shared", "config"],
  jobs: ["shared", "config", "db"],
  security: ["shared", "config", "db"],
  components: ["shared", "config"],
  domain: ["shared", "config", "db", "jobs", "security"],
  feature: ["shared", "config", "security", "domain", "components"],
  "job-handlers": ["shared", "config", "jobs", "security", "domain"],
  routes: ["shared", "config", "security", "domain", "components", "feature"],
  server: ["shared", "config", "db", "jobs", "security", "domain", "components", "feature", "job-handlers", "routes"],
};

const why = {
  domain: "a domain imports only shared, config, db, jobs and security: compose domains in a feature or a job handler",
  feature: "a feature composes domains and shared UI; features do not import each other, routes, the database or job handlers",
  components: "components/ is shared UI: it imports only shared and config (pass feature content in as props)",
  "job-handlers": "a job handler composes domains; it does not import features, routes or the database directly",
  routes: "routes reach the database and jobs through domains",
  jobs: "a job definition imports nothing above the database: its handler lives in app/job-handlers",
  db: "the database layer imports only shared and config",
  security: "security imports only shared, config and db",
  config: "config imports only shared",
  shared: "shared modules import nothing from the app",
  server: "",
};

const describe = (where) => (where.name ? `${where.layer === "domain" ? "domains" : "features"}/${where.name}` : where.layer);

/** Null when `from` may import `to`; otherwise the reason it may not. */
export function boundaryViolation(from, to) {
  if (from.layer === to.layer && (from.name === to.name || !from.name)) return null;
  if (from.layer === to.layer) return `${describe(from)} may not import ${describe(to)}: ${why[from.layer]}.`;
  if (mayImport[from.layer].includes(to.layer)) return null;
  return `${describe(from)} may not import ${describe(to)}: ${why[from.layer]}.`;
}

/** The repository path an import names, or null for a package. */
export function resolveImport(source, importingFile, repoRoot) {
  if (source.startsWith("~/")) return `app/${source.slice(2)}`;
  if (!source.startsWith(".")) return null;
  const absolute = path.resolve(path.dirname(importingFile), source);
  return path.relative(repoRoot, absolute).split(path.sep).join("/");
}
