import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Paths the API answers. In development the Vite server forwards them so the browser sees one
 * origin, exactly as in production where the API serves the built web app.
 * The pattern stops at a path boundary so a screen such as /facility-management is not forwarded.
 */
const API_PATHS = /^\/(api|auth|roles|permissions|partners|facilities|z|brokers|uploads|locations)(\/|\?|$)/;
const API_ORIGIN = 'http://localhost:3000';

/**
 * The shared domain package is pure declarations (schemas, constants, message catalogues), but its
 * package.json does not say so; without this hint every schema it defines would ship to the first
 * page whether the web app uses it or not.
 */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      [API_PATHS.source]: { target: API_ORIGIN },
    },
  },
  preview: {
    proxy: {
      [API_PATHS.source]: { target: API_ORIGIN },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // scripts/check-bundle-size.mjs reads which files the first page loads from it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) ? false : undefined),
      },
    },
  },
});
