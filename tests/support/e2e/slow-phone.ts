// A slow phone for the browser tests: a CPU slowed as Chrome's DevTools slow it, and the page's JavaScript held
// back until a test has done what a visitor does before it arrives (typing, pressing a button).
import type { Page } from "@playwright/test";

/** A mid-range phone as DevTools' "4× slowdown" has it. */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Holds every script of ours (/assets/*.js) until the returned function is called: until then the page is the
 * server's HTML alone, as on a phone still fetching its JavaScript. A later call holds the scripts of the next
 * page (the newest route handles a request).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = /\/assets\/.+\.js(\?.*)?$/;
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
