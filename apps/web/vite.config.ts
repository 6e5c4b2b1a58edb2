/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
    // React DOM in a chunk of its own: a phone runs it in a task apart from the app's code.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }] } } },
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
