import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCircles, findUpwardImports, readImportGraph } from "./import-graph";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe("the import graph", () => {
  it("finds a circle and an import that points up, written as alias or relative path", () => {
    const root = tree({
      "app/components/layout/header.tsx": 'import { Drawer } from "./drawer";\nexport const Header = Drawer;\n',
      "app/components/layout/drawer.tsx": 'import type { Header } from "~/components/layout/header";\nexport const Drawer = 1;\n',
      "app/db/tables/orders.ts": 'import { grants } from "../../domains/catalog/grants";\nexport const orders = grants;\n',
      "app/domains/catalog/grants.ts": "export const grants = [];\n",
      "app/domains/catalog/grants.test.ts": 'import { x } from "~/features/shop/x";\n',
    });
    const graph = readImportGraph(root);
    expect(findCircles(graph)).toEqual([["app/components/layout/drawer.tsx", "app/components/layout/header.tsx"]]);
    expect(findUpwardImports(graph).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      "app/db/tables/orders.ts -> app/domains/catalog/grants.ts",
    ]);
  });

  it("of this repository has no circle and no import against the layers (ADR 0018)", () => {
    const graph = readImportGraph(process.cwd());
    expect(graph.files.length).toBeGreaterThan(300);
    expect(findCircles(graph)).toEqual([]);
    expect(findUpwardImports(graph)).toEqual([]);
  });
});
