import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? 'e2e/.tmp/data';
// Google cannot be reached here: a local OpenID Connect stand-in plays it (scripts/oidc-stand-in.ts).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const discoveryUrl = `http://localhost:${oidcPort}/.well-known/openid-configuration`;
// Map tiles cannot come from the internet here: one plain grid drawing serves as every tile.
const offlineTile = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8eef3"/>' +
    '<path d="M0 .5H256M.5 0V256M0 128.5H256M128.5 0V256" stroke="#cfd8e3"/></svg>',
)}`;

// Journeys that flip site-wide platform settings talk to an app server of their own, one at a time,
// so no other journey sees monetisation switch off under it; they run beside the rest.
const settingsJourneys = ['**/monetization-live.spec.ts', '**/pricing.spec.ts', '**/billing.spec.ts'];
const settingsPort = port + 2;
const settingsDataDir = `${dataDir}-settings`;

// The real app (built SPA, embedded PostgreSQL, demo data) in Debian's Chromium (./chromium.ts).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port: parallel runs on other ports do not clear each other's files.
  outputDir: process.env.E2E_PORT ? `.tmp/results-${port}` : '.tmp/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // A first page load on a busy two-core machine (two journeys, their browsers and the app) can take
  // more than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./page-at-failure-reporter.ts']],
  projects: [
    { name: 'site', testIgnore: settingsJourneys, metadata: { dataDir } },
    {
      name: 'settings',
      testMatch: settingsJourneys,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${settingsPort}` },
      metadata: { dataDir: settingsDataDir },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
    // As a reader who asked their system for less motion (the app then skips its animations): no test
    // waits for a menu or dialog to finish moving, and the two cores draw no animation frames.
    reducedMotion: 'reduce',
    // One browser context per worker, reset between tests (cookies, storage, cache, pages, routes, init
    // scripts): a fresh context per test made Chromium start a renderer and compile the app again each
    // time, the larger part of the journeys' CPU.
    reuseContext: true,
  },
  // Started in this order: the app reads the stand-in's discovery document when it starts.
  webServer: [
    {
      command: 'node --import tsx scripts/oidc-stand-in.ts',
      cwd: '..',
      url: discoveryUrl,
      env: { OIDC_PORT: String(oidcPort), OIDC_CONSENT: '1' },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    appServer(port, dataDir),
    appServer(settingsPort, settingsDataDir),
  ],
});

/** The real app on `appPort` with a fresh data folder, so the demo data is seeded as on a first start. */
function appServer(appPort: number, appDataDir: string): WebServer {
  return {
    command: `rm -rf ${appDataDir} && node --import tsx server/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${appPort}/health`,
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: appDataDir,
      SITE_URL: `http://127.0.0.1:${appPort}`,
      // Limits count each browser by its visitor cookie, sign-in and sign-up by its address: tests
      // that pass X-Forwarded-For get an address of their own, so they never share those limits.
      TRUST_PROXY: 'true',
      // Journeys without X-Forwarded-For all come from 127.0.0.1, each tab with its settings stream.
      SETTINGS_STREAMS_PER_ADDRESS: '50',
      GOOGLE_CLIENT_ID: 'hromada-local',
      GOOGLE_CLIENT_SECRET: 'hromada-local-secret',
      GOOGLE_DISCOVERY_URL: discoveryUrl,
      // The demo ads come with coordinates; nothing here may call a real geocoder.
      GEOCODER_URL: 'off',
      MAP_TILE_URL: offlineTile,
      MAP_TILE_ATTRIBUTION: 'Offline test tiles',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SIGTERM, not the default SIGKILL: the app stops its embedded database server on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  };
}
