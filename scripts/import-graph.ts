// Prints the import graph of app/ and server/ by layer (ADR 0018): how many files and
// imports, the import circles, and every import that points from a lower layer to a
// higher one. Exits non-zero when there is either. `npm run graph`; `--edges` lists the
// arrows between layers. Type-only imports count: a type is a dependency too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { boundaryViolation, layerOf, resolveImport } from "../lint/layers.js";

export type ImportGraph = { files: string[]; imports: Map<string, string[]> };

const SOURCE = /\.(ts|tsx|js)$/;
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(entry) && !isTest(entry)) found.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return found;
}

function resolveFile(root: string, target: string): string | null {
  for (const suffix of ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"]) {
    const candidate = target + suffix;
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

export function readImportGraph(root: string): ImportGraph {
  const files = [...sourceFiles(root, "app"), ...sourceFiles(root, "server")];
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(imported.fileName, path.join(root, file), root))
      .map((target) => (target ? resolveFile(root, target) : null))
      .filter((target): target is string => target !== null && SOURCE.test(target) && !isTest(target));
    imports.set(file, [...new Set(targets)]);
  }
  return { files, imports };
}

/** Strongly connected components of more than one file (Tarjan): each is an import circle. */
export function findCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.imports.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of graph.files) if (!index.has(file)) visit(file);
  return circles;
}

/** Imports the layer table refuses, with the reason. */
export function findUpwardImports(graph: ImportGraph): { from: string; to: string; reason: string }[] {
  const found: { from: string; to: string; reason: string }[] = [];
  for (const [from, targets] of graph.imports) {
    const fromLayer = layerOf(from);
    for (const to of targets) {
      const toLayer = layerOf(to);
      const reason = fromLayer && toLayer ? boundaryViolation(fromLayer, toLayer) : null;
      if (reason) found.push({ from, to, reason });
    }
  }
  return found;
}

function layerName(file: string): string {
  const layer = layerOf(file);
  if (!layer) return "other";
  return layer.name ? `${layer.layer === "domain" ? "domains" : "features"}/${layer.name}` : layer.layer;
}

function main() {
  const root = process.cwd();
  const graph = readImportGraph(root);
  const circles = findCircles(graph);
  const upward = findUpwardImports(graph);
  const importCount = [...graph.imports.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`${graph.files.length} files, ${importCount} imports between them (tests left out)`);
  console.log(`${circles.length} import circles`);
  for (const circle of circles) console.log(`  circle: ${circle.join(" ⇄ ")}`);
  console.log(`${upward.length} imports against the layers`);
  for (const { from, to, reason } of upward) console.log(`  ${from} -> ${to}\n    ${reason}`);
  if (process.argv.includes("--edges")) {
    const edges = new Map<string, number>();
    for (const [from, targets] of graph.imports) {
      for (const to of targets) {
        const key = `${layerName(from)} -> ${layerName(to)}`;
        if (layerName(from) !== layerName(to)) edges.set(key, (edges.get(key) ?? 0) + 1);
      }
    }
    for (const [edge, count] of [...edges].sort()) console.log(`  ${edge}  ${count}`);
  }
  if (circles.length > 0 || upward.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
