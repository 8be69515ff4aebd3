import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/** Vendor groups: stable, long-cached chunks shared by every page. */
const vendorChunks: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  // MUI's styling core only: components stay with the pages that use them, so the home page stays small.
  {
    name: 'mui-core',
    test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/]styles)|@emotion|stylis|@babel[\\/]runtime|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
  },
  {
    name: 'data',
    test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|sonner)[\\/]/,
  },
];

export default defineConfig({
  root: fromRoot('./app'),
  publicDir: fromRoot('./app/public'),
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map((group, index) => ({
            name: group.name,
            test: group.test,
            priority: vendorChunks.length - index,
          })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
});
