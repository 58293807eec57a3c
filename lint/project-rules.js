// Project lint rules that no published plugin states the way we want them.
import path from "node:path";
import { boundaryViolation, layerOf, resolveImport } from "./layers.js";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCaseFilename = {
  meta: { type: "suggestion", schema: [], messages: { name: "File names are kebab-case: '{{name}}'." } },
  create(context) {
    const base = path.basename(context.filename).replace(/\.(?:[cm]?[jt]sx?)$/, "");
    return {
      Program(node) {
        if (!KEBAB.test(base)) context.report({ node, messageId: "name", data: { name: base } });
      },
    };
  },
};

// React Router route modules export framework exports only; helpers live elsewhere,
// so that code splitting and server-code removal stay predictable.
const ROUTE_EXPORTS = new Set([
  "default", "loader", "action", "meta", "links", "headers", "handle", "ErrorBoundary",
  "HydrateFallback", "shouldRevalidate", "clientLoader", "clientAction", "middleware", "clientMiddleware",
]);

const routeModuleExports = {
  meta: { type: "problem", schema: [], messages: { extra: "Route modules export only framework exports, not '{{name}}'." } },
  create(context) {
    const check = (node, name) => {
      if (!ROUTE_EXPORTS.has(name)) context.report({ node, messageId: "extra", data: { name } });
    };
    return {
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (declaration?.id) check(node, declaration.id.name);
        for (const declarator of declaration?.declarations ?? []) check(node, declarator.id.name);
        for (const specifier of node.specifiers) check(node, specifier.exported.name);
      },
    };
  },
};

// The layering of app/ (ADR 0018), for every import: alias or relative, static,
// re-exported or dynamic, values and types alike (a type is a dependency too).
const layerBoundaries = {
  meta: { type: "problem", schema: [], messages: { boundary: "{{reason}}" } },
  create(context) {
    const repoRoot = context.cwd;
    const from = layerOf(path.relative(repoRoot, context.filename).split(path.sep).join("/"));
    if (!from) return {};
    const check = (sourceNode) => {
      if (sourceNode?.type !== "Literal" || typeof sourceNode.value !== "string") return;
      const target = resolveImport(sourceNode.value, context.filename, repoRoot);
      const to = target && layerOf(target);
      if (!to) return;
      const reason = boundaryViolation(from, to);
      if (reason) context.report({ node: sourceNode, messageId: "boundary", data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const projectRules = {
  rules: {
    "kebab-case-filename": kebabCaseFilename,
    "route-module-exports": routeModuleExports,
    "layer-boundaries": layerBoundaries,
  },
};
