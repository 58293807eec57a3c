import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
