// `npm run build`: builds what ships, side by side — the web app (apps/web/dist: its client and
// its server-render module, `npm run build -w apps/web`; scripts/ensure-web-build.mjs) and the
// server bundle (apps/api/dist/server/, esbuild; scripts/ensure-server-build.mjs). `npm start`,
// the end-to-end suite and `npm test` build the same two with `--if-stale`: only what is missing
// or older than its sources, so that a second start does not build again.
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './ensure-server-build.mjs';
import { ensureWebBuild } from './ensure-web-build.mjs';

/** Builds the web app and the server bundle (when stale, unless `force`); answers the bundle's path. */
export async function ensureBuild({ force = false, quiet = false } = {}) {
  // Both are waited for, also when one fails: no build keeps running after the command has ended.
  const [web, server] = await Promise.allSettled([
    ensureWebBuild({ force, quiet }),
    ensureServerBuild({ force, quiet }),
  ]);
  if (web.status === 'rejected') throw web.reason;
  if (server.status === 'rejected') throw server.reason;
  return server.value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--if-stale');
  if (unknown.length) {
    console.error(`usage: node scripts/build.mjs [--if-stale] (unknown: ${unknown.join(' ')})`);
    process.exit(2);
  }
  try {
    const server = await ensureBuild({ force: !process.argv.includes('--if-stale') });
    const root = new URL('..', import.meta.url).pathname;
    console.log(`ready: apps/web/dist and ${relative(root, server)}`);
  } catch (error) {
    // esbuild has printed its errors already; the web app's build printed its own.
    console.error(error.message);
    process.exit(1);
  }
}
