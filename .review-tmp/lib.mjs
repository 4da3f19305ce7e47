import { chromium } from 'playwright-core';
import fs from 'node:fs';
export const BASE = 'http://127.0.0.1:4300';
export const OUT = '/tmp/review/shots';
export const logs = [];
export async function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run'] });
}
export async function newPage(browser, width, tag) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => logs.push(`[${tag}@${width}] PAGEERROR ${page.url()} ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`[${tag}@${width}] console.${m.type()} ${page.url()} ${m.text()}`); });
  page.on('requestfailed', (r) => logs.push(`[${tag}@${width}] reqfailed ${r.url()} ${r.failure()?.errorText}`));
  return { ctx, page };
}
export async function shot(page, name, width) {
  const file = `${OUT}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const dims = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth, bw: document.body.scrollWidth }));
  const over = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth; const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.right > vw + 1 || r.left < -1) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(r.left)},${Math.round(r.right)}]`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible' && el.clientWidth>0) out.push(`SCROLL ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.scrollWidth}>${el.clientWidth}`);
    }
    return out.slice(0, 15);
  });
  logs.push(`[shot] ${file} scrollW=${dims.sw} clientW=${dims.cw}${over.length ? ' OVER: ' + over.join(' | ') : ''}`);
  return file;
}
export async function post(path, body) {
  const r = await fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const t = await r.text(); try { return JSON.parse(t); } catch { return t; }
}
export async function mailbox() { return (await fetch(BASE + '/dev/mailbox')).json(); }
export function dump(file) { fs.writeFileSync(file, logs.join('\n') + '\n'); console.log(logs.join('\n')); }
export async function tabFocus(page, n, name, width) {
  const seen = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => { const a = document.activeElement; if (!a) return 'none'; const s = getComputedStyle(a); return `${a.tagName.toLowerCase()}${a.className ? '.' + String(a.className).split(' ').join('.') : ''} "${(a.textContent||a.getAttribute('aria-label')||'').trim().slice(0,30)}" outline=${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} shadow=${s.boxShadow.slice(0,50)} fv=${a.matches(':focus-visible')}`; }));
  }
  logs.push(`[focus ${name}@${width}] ` + seen.join('\n    '));
}
