import { existsSync } from 'node:fs';

/**
 * How the browser tests and `npm run bench:web` start Chromium: Debian's, never a downloaded one
 * (scripts/ensure-chromium.sh installs it), headless, with nothing of its own on the network. Debian's
 * headless shell (the same engine without the browser's own interface) is preferred where installed, as
 * Playwright itself prefers it for headless runs: the journeys' browser process then takes about half
 * the CPU time (ad-detail.spec: 37 s against 21 s), on a machine where the journeys are CPU-bound.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
};
