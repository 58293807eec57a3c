// Project lint rules that no published plugin states the way we want them.
import path from "node:path";

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

export const projectRules = {
  rules: { "kebab-case-filename": kebabCaseFilename, "route-module-exports": routeModuleExports },
};
