import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/** A language's namespace of texts (app/lib/i18n-catalog.ts) is its own chunk, named for what it holds. */
const TEXTS_MODULE = /shared[\\/]i18n[\\/](en|uk)[\\/]([\w-]+)\.ts$/;
const chunkFileNames = (chunk: { facadeModuleId: string | null }) => {
  const texts = TEXTS_MODULE.exec(chunk.facadeModuleId ?? '');
  return texts ? `assets/i18n-${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
};

/**
 * In the server build, the app's components get some libraries' hooks from app/server-entry/ instead:
 * TanStack Query's that suspend until a query is fetched, react-i18next's that read fixed texts.
 */
const SERVER_HOOKS: Record<string, string> = {
  '@tanstack/react-query': fromRoot('./app/server-entry/suspending-queries.ts'),
  'react-i18next': fromRoot('./app/server-entry/rendering-translations.ts'),
};
const serverHooks: Plugin = {
  name: 'hromada-server-hooks',
  enforce: 'pre',
  resolveId(source, importer) {
    const replacement = SERVER_HOOKS[source];
    if (!replacement || !importer || importer === replacement || importer.includes('node_modules'))
      return null;
    return replacement;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./app'),
  publicDir: fromRoot('./app/public'),
  plugins: isSsrBuild ? [react(), serverHooks] : [react(), precompressPlugin()],
  // The page renderer carries its libraries, built for production: React's development build would
  // render several times slower, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    // `vite build --ssr server-entry/entry-server.tsx` builds the page renderer the server loads, apart
    // from the files it serves.
    outDir: fromRoot(isSsrBuild ? './dist-ssr' : './dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        chunkFileNames,
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
}));
