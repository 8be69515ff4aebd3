import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startTestServer, type TestServer } from './test-server';

/**
 * The app over HTTP serving these files (path in dist/ → content) as its built web app, from a
 * temporary folder that `prepare` may work on first (as the build would) and close() removes.
 */
export async function startServerWithDist(
  files: Record<string, string | Uint8Array>,
  prepare?: (distDir: string) => Promise<unknown>,
): Promise<TestServer & { distDir: string }> {
  const distDir = mkdtempSync(join(tmpdir(), 'hromada-dist-'));
  const removeDist = () => rmSync(distDir, { recursive: true, force: true });
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(distDir, path)), { recursive: true });
      writeFileSync(join(distDir, path), content);
    }
    await prepare?.(distDir);
    const server = await startTestServer({}, { distDir });
    return { ...server, distDir, close: () => server.close().finally(removeDist) };
  } catch (error) {
    removeDist();
    throw error;
  }
}
