import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text the server sends as it is. Not .html: pages are made per request from index.html and
 * compressed on the fly (server/http/compression.ts); not images or fonts, compressed already.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Smaller files gain less than a packet (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface PrecompressedFile {
  path: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when it is smaller than the file. */
async function precompressFile(path: string): Promise<PrecompressedFile> {
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: PrecompressedFile = { path, bytes: body.byteLength };
  if (br.byteLength < body.byteLength) {
    await writeFile(`${path}.br`, br);
    result.br = br.byteLength;
  }
  if (gz.byteLength < body.byteLength) {
    await writeFile(`${path}.gz`, gz);
    result.gz = gz.byteLength;
  }
  return result;
}

/** Compresses every compressible file of 1 KB or more under `dir` (the built app) at build time. */
export async function precompressFolder(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((path) => COMPRESSIBLE.has(extname(path).toLowerCase()));
  const sizes = await Promise.all(files.map(async (path) => ({ path, size: (await stat(path)).size })));
  return Promise.all(sizes.filter((f) => f.size >= MIN_BYTES).map((f) => precompressFile(f.path)));
}

/** Vite plugin: after `vite build` has written dist/, writes its .br and .gz copies. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'hromada-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressFolder(outDir);
      const sum = (key: 'bytes' | 'br' | 'gz') => files.reduce((n, f) => n + (f[key] ?? f.bytes), 0);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
      console.log(
        `precompressed ${files.length} files: ${kb(sum('bytes'))} → brotli ${kb(sum('br'))}, gzip ${kb(sum('gz'))}`,
      );
    },
  };
}
