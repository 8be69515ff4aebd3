/**
 * How the browser tests and `npm run bench:web` start Chromium: Debian's, never a downloaded one
 * (scripts/ensure-chromium.sh installs it), headless, with nothing of its own on the network.
 */
export const CHROMIUM_LAUNCH = {
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
};
