// The game viewer's page: the map drawn once (boardSvg), every piece any step shows drawn once and
// hidden, the snapshots as JSON, and a small inline script that steps through them (buttons, arrow
// keys, a turn to jump to). Everything is in the one file, so it opens from the file system.

import type { BoardSpec } from '../engine/board.js';
import { SEAT_FILL } from '../maps/palette.js';
import { boardSvg } from '../maps/svg.js';
import type { GameSteps } from './game-steps.js';
import { esc, htmlPage } from './page.js';

/** JSON safe inside a script element: no "</script>" or "<!--" can end it early. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

// The page's own script: plain DOM, no library. Reads the snapshots and shows one at a time.
const SCRIPT = `
const data = JSON.parse(document.getElementById('steps').textContent);
const items = [];
document.querySelectorAll('#pieces > g').forEach((g) => { items[Number(g.dataset.item)] = g; });
const log = [...document.querySelectorAll('#log li')];
let at = 0;
function cell(text) { const td = document.createElement('td'); td.textContent = text; return td; }
function show(i) {
  at = Math.max(0, Math.min(data.steps.length - 1, i));
  const s = data.steps[at];
  const on = new Set(s.on);
  items.forEach((g, k) => { g.style.display = on.has(k) ? '' : 'none'; });
  document.getElementById('step').textContent = (at + 1) + ' / ' + data.steps.length;
  document.getElementById('turn').textContent = s.turn;
  document.getElementById('phase').textContent = s.phase;
  document.getElementById('dice').textContent = s.dice ? s.dice[0] + ' + ' + s.dice[1] + ' = ' + (s.dice[0] + s.dice[1]) : '-';
  document.getElementById('line').textContent = s.line;
  const body = document.getElementById('seats');
  body.replaceChildren(...s.seats.flatMap((p, k) => {
    const tr = document.createElement('tr');
    if (k === s.cur) tr.className = 'cur';
    tr.append(cell(data.names[k]), cell(p.vp), ...p.hand.map(String).map(cell), cell(p.hand.reduce((a, b) => a + b, 0)), ...(data.devCards ? [cell(p.dev), cell(p.knights)] : []), cell(p.roadLength), cell(p.roadsLeft + ' / ' + p.settlementsLeft + ' / ' + p.citiesLeft));
    if (!data.noted) return [tr];
    // The rule sets' notes on the seat (improvement levels, knights) in a row of their own under it.
    const notes = document.createElement('tr');
    notes.className = 'notes';
    const td = cell((p.notes || []).join('; '));
    td.colSpan = tr.children.length;
    notes.append(td);
    return [tr, notes];
  }));
  document.getElementById('notes').textContent = (s.notes || []).join('\\n');
  const over = at === data.steps.length - 1;
  document.getElementById('winner').textContent = over ? data.result : '';
  log.forEach((li, k) => li.classList.toggle('now', k === at));
  // Scroll the log box only (scrollIntoView would move the page too).
  const box = document.getElementById('log');
  const li = log[at];
  if (li.offsetTop < box.scrollTop || li.offsetTop + li.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = li.offsetTop - box.clientHeight / 2;
}
document.getElementById('first').onclick = () => show(0);
document.getElementById('prev').onclick = () => show(at - 1);
document.getElementById('next').onclick = () => show(at + 1);
document.getElementById('last').onclick = () => show(data.steps.length - 1);
document.getElementById('jump').onsubmit = (e) => {
  e.preventDefault();
  const t = Number(document.getElementById('to').value);
  const k = data.steps.findIndex((s) => s.turn >= t);
  show(k < 0 ? data.steps.length - 1 : k);
};
log.forEach((li, k) => { li.onclick = () => show(k); });
document.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLInputElement) return;
  if (e.key === 'ArrowRight') show(at + 1);
  else if (e.key === 'ArrowLeft') show(at - 1);
  else if (e.key === 'Home') show(0);
  else if (e.key === 'End') show(data.steps.length - 1);
  else return;
  e.preventDefault();
});
show(0);
`;

// The board and the side panel share a row where both fit and stack where they do not (at 800 px
// the side goes under the board): the page never scrolls sideways, only the log box scrolls.
const STYLE = `<style>
body { max-width: 1300px; }
.viewer { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
.board { flex: 0 1 520px; min-width: 0; }
.board svg { width: 100%; height: auto; display: block; }
.side { flex: 1 1 400px; min-width: 0; }
.side table { font-size: .8em; } .side td { white-space: nowrap; } .side th, .side td { padding: .25em .4em; } .seats { overflow-x: auto; }
.controls button { font-size: 1em; margin-right: .3em; }
#seats tr.cur td:first-child { font-weight: bold; }
#log { position: relative; max-height: 260px; overflow-y: auto; overflow-wrap: anywhere; font-family: monospace; font-size: .85em; border: 1px solid #ddd; padding: .3em .5em .3em 4em; }
#log li.now { background: #fff3b0; }
#line { font-family: monospace; overflow-wrap: anywhere; } #winner { font-weight: bold; color: #1f6b2a; }
#notes { white-space: pre-line; font-size: .9em; } #seats tr.notes td { white-space: normal; font-size: .9em; color: #444; padding-top: 0; }
.swatch { display: inline-block; width: .8em; height: .8em; margin-right: .3em; border: 1px solid #000; }
</style>`;

export interface ViewerInfo {
  title: string;
  meta: string;
  board: BoardSpec;
  names: string[];
  result: string;
}

/** The viewer page for a game's snapshots. */
export function viewerHtml(info: ViewerInfo, game: GameSteps): string {
  const map = boardSvg(info.board);
  // Drawn by layer (roads under buildings), each tagged with its index, which the snapshots use.
  const drawn = game.items.map((item, k) => ({ ...item, k })).sort((a, b) => a.layer - b.layer || a.k - b.k);
  const pieces = `<g id="pieces">${drawn.map((item) => `<g data-item="${item.k}" style="display:none">${item.svg}</g>`).join('')}</g>`;
  const board = map.replace(/<\/svg>\s*$/, `${pieces}</svg>`);
  const names = info.names.map((n, k) => `<span class="swatch" style="background:${SEAT_FILL[k] ?? '#999'}"></span>${esc(n)}`);
  // A row under each seat for the rule sets' notes, only in games where they note anything.
  const noted = game.steps.some((s) => s.seats.some((p) => p.notes));
  const head = ['seat', 'VP', ...game.cardNames, 'cards', ...(game.devCards ? ['dev', 'knights'] : []), 'road', 'left R/S/C'];
  const body = `
<div class="viewer">
  <div class="board">${board}</div>
  <div class="side">
    <p class="controls">
      <button id="first" title="Home">|&lt;</button><button id="prev" title="left arrow">&lt; back</button>
      <button id="next" title="right arrow">forward &gt;</button><button id="last" title="End">&gt;|</button>
      step <span id="step"></span>
    </p>
    <form id="jump">turn <input id="to" type="number" min="0" style="width:5em"> <button type="submit">jump</button></form>
    <p>turn <b id="turn"></b>, phase <span id="phase"></span>, dice <b id="dice"></b></p>
    <p id="line"></p>
    <p id="notes"></p>
    <p id="winner"></p>
    <div class="seats"><table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody id="seats"></tbody></table></div>
    <p>${names.join(' &nbsp; ')}</p>
    <ol id="log" start="1">${game.steps.map((s) => `<li>${esc(s.line)}</li>`).join('')}</ol>
  </div>
</div>
<script type="application/json" id="steps">${scriptJson({ steps: game.steps, names: info.names, result: info.result, noted, devCards: game.devCards })}</script>
<script>${SCRIPT}</script>`;
  return htmlPage(info.title, info.meta, [body], STYLE);
}
