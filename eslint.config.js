import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { projectRules } from "./lint/project-rules.js";

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
  {
    // The layers of app/ and server/ (ADR 0018): lint/layers.js says who may import whom.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,js}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "project/layer-boundaries": "error" },
  },
);
