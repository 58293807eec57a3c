import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Every page loads React, React DOM, React Router, and the root route with all
 * it imports; left to automatic splitting they came as a dozen files, each
 * compressed on its own. One chunk instead, the frame (docs/decisions/0038):
 * a group takes the modules its matches import too, so matching root.tsx
 * takes root's whole static graph. The store's button joins it: nearly every page has one,
 * and as a file of its own it cost each page a request and about 0.25 KB.
 */
const frame =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]app[\\/]root\.tsx|[\\/]app[\\/]components[\\/]ui[\\/]button\.tsx/;

// A hook rather than `environments.client.build.rolldownOptions.output`, which
// would replace React Router's own client output options instead of adding to them.
const sharedChunks = (): Plugin => ({
  name: "catharsis:shared-chunks",
  configEnvironment(name) {
    if (name !== "client") return;
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "frame", test: frame }],
            },
          },
        },
      },
    };
  },
});

export default defineConfig({
  // The server build's entry is our Express app, which imports React Router's
  // server build as a virtual module: one module graph, so one database client.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // Bundled rather than external so that, under the dev server, the adapter and
  // the app share one copy of react-router (its RouterContextProvider check
  // fails across the development and production builds of the package).
  ssr: { noExternal: ["@react-router/express"] },
  plugins: [tailwindcss(), reactRouter(), sharedChunks()],
  resolve: { tsconfigPaths: true },
});
