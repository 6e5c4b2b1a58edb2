/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/pc-api': api, '/uploads': api, '/docs': api, '/dev': api },
  },
  build: { target: 'es2022', sourcemap: false },
  // The browser journeys in e2e/ run under Playwright, not Vitest.
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
