import type { Config } from "@react-router/dev/config";

// BUILD_DIR lets parallel work build and test side by side without clobbering one build/.
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
