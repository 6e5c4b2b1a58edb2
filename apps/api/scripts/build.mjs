// Bundles the API into dist/server.js (and the print checks' process into dist/print-check-child.js):
// workspace packages and generated code inlined, npm packages external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies }).filter((name) => !name.startsWith('@shop/'));

await build({
  // The print-data checks run in a process of their own (src/modules/trade/print-checker.ts).
  entryPoints: { server: 'src/server.ts', 'print-check-child': 'src/modules/trade/print-check-child.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
