import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? 'e2e/.tmp/data';

// The real app (built SPA, embedded PGlite, demo data) in Debian's Chromium; never a downloaded browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.tmp/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // A fresh data folder each run, so the demo data is seeded as on a first start.
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      // Browser tests pass X-Forwarded-For so each test has its own sign-in/sign-up limiter.
      TRUST_PROXY: 'true',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
