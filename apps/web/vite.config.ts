/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { STOREFRONT_PAGES } from '../../packages/shared/src/pages.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The browser's build of the page manifest (packages/shared/src/pages.ts): the server-rendered paths
 * with the one field the browser reads, `serverRendered`. The first queries, parameters and module names are the
 * server's (as Remix keeps loaders out of the client); the server renderer and the API read the file.
 */
function browserPageManifest(): Plugin {
  const rendered = Object.entries(STOREFRONT_PAGES).flatMap(([path, page]) =>
    page.serverRendered ? [`${JSON.stringify(path)}: rendered`] : [],
  );
  return {
    name: 'browser-page-manifest',
    apply: 'build',
    load(id) {
      if (this.environment.config.consumer !== 'client' || !id.replaceAll('\\', '/').endsWith('/packages/shared/src/pages.ts')) return null;
      // A page rendered in the browser has no entry: its route's handle is undefined, which reads as not server-rendered.
      return `const rendered = { serverRendered: true };\nexport const STOREFRONT_PAGES = { ${rendered.join(', ')} };`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), browserPageManifest()],
  server: {
    port: 5173,
    proxy: { '/pc-api': api, '/uploads': api, '/docs': api, '/dev': api },
  },
  // The manifest tells the server which chunks a page needs: preloaded with the HTML of a page
  // rendered in the browser, listed for the entry to start on a server-rendered one (main.tsx). No
  // preload links injected at run time: adding a few dozen at once was a long task on a slow phone.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: false,
    // React DOM in a chunk of its own: a phone runs it in a task apart from the app's code. The
    // texts' and the queries' libraries each in one chunk too: every page loads all of their code
    // that the shop uses (scripts/first-load.mjs), and left to the automatic splitting they came in
    // up to six files, cut anew by every lazy part added elsewhere.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next|use-sync-external-store)[\\/]/ },
                { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
  },
  // The server renderer (`vite build --ssr`, see entry-server.tsx) carries its dependencies, so
  // the API loads it without the storefront's node_modules; built for production, it is React's
  // production build whatever NODE_ENV the shop runs with (the development build renders several
  // times slower). A build under another NODE_ENV keeps React's and JSX's development builds together.
  ssr: { noExternal: true },
  define:
    isSsrBuild && (process.env.NODE_ENV ?? 'production') === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // The browser journeys in e2e/ run under Playwright, not Vitest.
  test: { include: ['src/**/*.test.{ts,tsx}'] },
}));
