// `npm run icons`: draws the app's icons (scripts/lib/app-icons.ts) from public/favicon.svg into
// public/, for the web app manifest and the page head. Run it after changing the favicon and commit the PNGs.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { APP_ICONS, drawIcon, PUBLIC_DIR } from "./lib/app-icons.ts";

for (const icon of APP_ICONS) {
  const target = path.join(PUBLIC_DIR, icon.file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await drawIcon(icon));
  console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
