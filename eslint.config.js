import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { projectRules } from "./eslint-rules.js";

const domains = readdirSync("app/domains", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Bulletproof React's rule: a domain imports only itself, config/, db/,
// components/ and jobs/. Work that spans domains belongs in a route or a job.
const domainBoundaries = domains.map((domain) => ({
  files: [`app/domains/${domain}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: domains.filter((other) => other !== domain).map((other) => `~/domains/${other}/*`),
            message: "Domains do not import each other: compose them in a route or a job.",
          },
          { group: ["~/routes/*", "**/server/*"], message: "Domains do not depend on routes or the HTTP server." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "test-results-*/", "playwright-report/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, project: projectRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "project/kebab-case-filename": "error",
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "project/route-module-exports": "error" },
  },
  ...domainBoundaries,
);
