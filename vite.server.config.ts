import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// `npm run build`'s third step: the server itself as plain JavaScript in dist-server/ (main.js), so a
// production start (`npm run serve`) compiles nothing. Its libraries stay in node_modules (Vite keeps
// a server build's dependencies external); the migrations it reads from disk are copied beside it.

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = fromRoot('./dist-server');

const copyMigrations: Plugin = {
  name: 'hromada-copy-migrations',
  writeBundle() {
    cpSync(fromRoot('./server/db/migrations'), `${outDir}/migrations`, { recursive: true });
  },
};

export default defineConfig({
  root: fromRoot('.'),
  publicDir: false,
  plugins: [copyMigrations],
  build: {
    ssr: fromRoot('./server/main.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
    // Every chunk beside main.js: the server finds dist/, dist-ssr/ and the migrations from its own
    // file's folder (import.meta.dirname), wherever its code ends up.
    rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
  },
});
