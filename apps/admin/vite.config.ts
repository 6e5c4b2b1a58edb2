/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** The back office: served by the API under /admin, a bundle of its own (none of it reaches the storefront's). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/admin-api': api, '/uploads': api },
  },
  // One bundle, loaded once per working session (the storefront's size limits do not apply here).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
  // Form tests type whole settings pages key by key; on a busy 2-core machine that outlasts 5 s.
  test: { include: ['src/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
});
