/** The system Chromium that the browser tests drive (Debian's package); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
