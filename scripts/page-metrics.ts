/**
 * A cold load of a page in Chromium with the cache disabled: what came over the wire (from the
 * DevTools protocol), when the page painted and became usable, and how much its layout shifted.
 */
import type { Browser } from 'playwright-core';

export interface ColdLoad {
  /** JavaScript bytes on the wire (as sent, compressed), headers included. */
  readonly jsWireBytes: number;
  readonly allWireBytes: number;
  /** Every script the page fetched, by path. */
  readonly scripts: readonly string[];
  readonly domContentLoadedMs: number;
  readonly firstContentfulPaintMs: number;
  /** When `readySelector` first matched an enabled element. */
  readonly usableMs: number;
  /** Cumulative layout shift over the load. */
  readonly layoutShift: number;
}

const OBSERVER = (selector: string) => `
  (() => {
    const w = window;
    w.__tidemark = { usableAt: null, shift: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__tidemark.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const check = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (element && !element.disabled && w.__tidemark.usableAt === null) w.__tidemark.usableAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  })();
`;

/** Loads `url` once in a fresh context and measures it. */
export async function coldLoad(browser: Browser, url: string, readySelector: string, viewport = { width: 1280, height: 800 }): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, { url: string; type: string }>();
  let jsWireBytes = 0;
  let allWireBytes = 0;
  const scripts: string[] = [];
  cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, { url: event.response.url, type: event.type }));
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    allWireBytes += event.encodedDataLength;
    if (response && (response.type === 'Script' || new URL(response.url).pathname.endsWith('.js'))) {
      jsWireBytes += event.encodedDataLength;
      scripts.push(new URL(response.url).pathname);
    }
  });
  await page.addInitScript(OBSERVER(readySelector));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __tidemark: { usableAt: number | null } }).__tidemark.usableAt !== null, undefined, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const probe = (window as unknown as { __tidemark: { usableAt: number; shift: number } }).__tidemark;
    return { dcl: navigation.domContentLoadedEventEnd, fcp: paint?.startTime ?? NaN, usable: probe.usableAt, shift: probe.shift };
  });
  await context.close();
  return {
    jsWireBytes,
    allWireBytes,
    scripts,
    domContentLoadedMs: timing.dcl,
    firstContentfulPaintMs: timing.fcp,
    usableMs: timing.usable,
    layoutShift: timing.shift,
  };
}
