// Map tiles without the internet. The test run's server draws its maps from https://tiles.invalid (a reserved
// name that never resolves: scripts/lib/app-server.ts's TEST_MAP_TILES); the `tiles` fixture answers those with one
// committed 256×256 PNG, counts them, and fails the test on a request to any other site (a map library's default
// tiles or marker pictures, a font or script from a CDN). Loopback (the site, the Firebase emulators) is not
// another site.
//
//   import { test } from "../support/e2e/tiles.ts";
//   test("…", async ({ page, tiles }) => { …; expect(tiles.requested).toEqual([]); … });
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as withAccounts } from "./fixtures.ts";

export { expect };

export const TILE_ORIGIN = "https://tiles.invalid";
const TILE = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/tile.png"));
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface TileRequests {
  /** Every tile URL the pages asked for, in order. */
  requested: string[];
  /** Requests to any other site: refused, and the test fails if there is one. */
  offSite: string[];
}

export const test = withAccounts.extend<{ tiles: TileRequests }>({
  tiles: async ({ context }, use) => {
    const requests: TileRequests = { requested: [], offSite: [] };
    await context.route(
      (url) => (url.protocol === "https:" || url.protocol === "http:") && !LOOPBACK.has(url.hostname),
      (route) => {
        const url = route.request().url();
        if (new URL(url).origin === TILE_ORIGIN) {
          requests.requested.push(url);
          return route.fulfill({ status: 200, contentType: "image/png", body: TILE });
        }
        requests.offSite.push(url);
        return route.abort("blockedbyclient");
      },
    );
    await use(requests);
    expect(requests.offSite, "requests to other sites than ours and the test tiles").toEqual([]);
  },
});
