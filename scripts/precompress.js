// Runs after `react-router build`: writes .br and .gz twins of the hashed assets,
// so the server sends them compressed without compressing on every request
// (on-the-fly brotli made the largest script ~10x slower to serve than a page).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = path.resolve(process.env.BUILD_DIR || "build", "client/assets");
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;

// Small files too (the home page loads several chunks under 1 KB): a twin is
// written whenever it is smaller than the file, and never when it is not.
const writeIfSmaller = (twin, content, original) => {
  if (content.length >= original.length) return false;
  writeFileSync(twin, content);
  return true;
};

let count = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  const br = writeIfSmaller(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), content);
  const gz = writeIfSmaller(`${file}.gz`, gzipSync(content, { level: 9 }), content);
  if (br || gz) count += 1;
}
console.log(`precompressed ${count} assets (brotli and gzip)`);
