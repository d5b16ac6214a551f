import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright cannot download its own browser on this machine. */
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string {
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests.\n' +
        "Install Debian's Chromium with:\n\n    apt-get update && apt-get install -y chromium\n\n" +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return found;
}

/** Flags the machine needs: root without sandbox, no calls to Google's services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
