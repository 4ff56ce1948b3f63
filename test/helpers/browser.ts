// Headless Chromium for the page tests: the system's browser (Debian's chromium package, which
// .ci/run installs) driven by playwright-core, which downloads no browser of its own. Where no
// browser is installed the tests that need one skip, and say why.

import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAVE_BROWSER = existsSync(CHROMIUM);
export const NO_BROWSER = `no browser at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH): page tests skipped`;

// Nothing in a report may reach the network, and the browser itself is kept from phoning home.
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export interface OpenBrowser {
  browser: BrowserContext;
  close(): Promise<void>;
}

/** Launches the system Chromium with an empty profile folder of its own, removed again on close. */
export async function launch(): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'catan-chromium-'));
  // playwright passes the profile folder as --user-data-dir itself.
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true, viewport: { width: 1000, height: 800 } });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens a file from the file system; collects console errors, page errors and any request off the file. */
export async function openFile(browser: BrowserContext, file: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) errors.push(`request: ${r.url()}`);
  });
  await page.goto(pathToFileURL(file).href);
  return { page, errors };
}
