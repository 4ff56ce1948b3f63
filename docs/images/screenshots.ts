// Takes the README's screenshots in docs/images/ from results folders made beforehand (the
// commands are below), with the browser and profile the page tests use (test/helpers/browser.ts):
//   npx esbuild docs/images/screenshots.ts --bundle --platform=node --format=esm --packages=external --outfile=dist/screenshots.mjs
//   node dist/screenshots.mjs RUN MATCH LADDER BALANCE   (each a folder holding its report.html; RUN also game-5.html)
//
// The folders: `run --bots value,greedy,weighted,random --games 200 --seed screenshot --record`,
// `match value greedy --games 600 --sprt 0,50,0.05,0.05 --seed screenshot`, `npm start`'s ladder,
// `balance --games 100 --seed screenshot`, each with `report`, and `show RUN/games.jsonl.gz --game 4`.

import { join } from 'node:path';
import { launch, openFile } from '../../test/helpers/browser.js';

const [run, match, ladder, balance] = process.argv.slice(2);
if (!balance) throw new Error('usage: node dist/screenshots.mjs RUN MATCH LADDER BALANCE');
// Run from the repository's root; SHOTS_OUT writes them elsewhere, to compare first.
const images = process.env.SHOTS_OUT ?? join(process.cwd(), 'docs', 'images');

const open = await launch();
try {
  for (const [name, dir] of [['run', run], ['match', match], ['ladder', ladder], ['balance', balance]] as const) {
    const { page } = await openFile(open.browser, join(dir!, 'report.html'));
    await page.setViewportSize({ width: 1000, height: 1250 });
    await page.screenshot({ path: join(images, `report-${name}.png`) });
    await page.close();
  }
  const { page } = await openFile(open.browser, join(run!, 'game-5.html'));
  await page.setViewportSize({ width: 1250, height: 760 });
  await page.fill('#to', '30');
  await page.click('#jump button');
  await page.screenshot({ path: join(images, 'show-game.png') });
  await page.close();
} finally {
  await open.close();
}
