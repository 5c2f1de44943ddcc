// Bundles the server (apps/api/src/main.ts and the workspace packages it imports) into one
// JavaScript file with esbuild when that file is missing or older than its sources, so that
// `npm start` loads one file instead of compiling some 300 TypeScript modules through tsx on
// every start (issue 11: start in at most 5 s). npm packages stay outside the bundle and load
// from node_modules as they would from the sources. `import.meta.url` keeps the URL of the
// source file it is written in, so paths found from it (migrations, the repository root, the
// PGlite package) are the same as when the sources run. Part of scripts/build.mjs (`npm run
// build`); `npm start` and the end-to-end suite run this bundle, the Vitest suites, `npm run dev`
// and the benchmarks' servers run the sources.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestChange } from './newest-change.mjs';

const root = new URL('..', import.meta.url).pathname;
export const serverBuild = join(root, 'apps/api/dist/server/main.mjs');
const chunksDir = join(dirname(serverBuild), 'chunks');
const builtFor = join(dirname(serverBuild), 'built-for.txt');
const entry = join(root, 'apps/api/src/main.ts');
const sources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/ensure-server-build.mjs',
  'scripts/newest-change.mjs',
];

/** Bare imports other than the workspace's own packages (`@pulso/…`) load from node_modules. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pulso/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each source file's `import.meta.url` is its own URL, not the bundle's. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Chunks (modules the server loads on first use: PDF, mail, one database driver) are named by
 * their content and kept: a server still running from the previous build may load its own later.
 * Those no build has referred to for a day go.
 */
function pruneChunks(kept) {
  const stale = Date.now() - 24 * 3_600_000;
  for (const name of readdirSync(chunksDir)) {
    const path = join(chunksDir, name);
    if (!kept.has(name) && statSync(path).mtimeMs < stale) rmSync(path, { force: true });
  }
}

/** Builds the server bundle unless it is newer than every source (or `force`); answers its path. */
export async function ensureServerBuild({ force = false, quiet = false } = {}) {
  const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
  const changedAt = newestChange(root, sources);
  // The bundle holds the sources' absolute URLs: a checkout moved elsewhere builds it again.
  const builtHere = existsSync(builtFor) && readFileSync(builtFor, 'utf8') === root;
  if (!force && builtAt >= changedAt && builtHere && process.env.FORCE_SERVER_BUILD !== '1') {
    if (!quiet) console.log('server build is up to date');
    return serverBuild;
  }
  if (!quiet) console.log('building the server…');
  // The bundle is dated when the build started: a source saved while it ran builds it again.
  const startedAt = new Date();
  // Built beside, then moved: a server starting at the same time never loads half a build.
  const partial = join(dirname(serverBuild), `.partial-${process.pid}`);
  try {
    const { metafile } = await build({
      entryPoints: { main: entry },
      outdir: partial,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [npmPackagesOutside, sourceFileUrls],
    });
    mkdirSync(chunksDir, { recursive: true });
    const chunks = new Set();
    for (const output of Object.keys(metafile.outputs)) {
      const name = basename(output);
      if (!output.includes('/chunks/')) continue;
      chunks.add(name);
      renameSync(join(partial, 'chunks', name), join(chunksDir, name));
    }
    renameSync(join(partial, 'main.mjs.map'), `${serverBuild}.map`);
    utimesSync(join(partial, 'main.mjs'), startedAt, startedAt);
    renameSync(join(partial, 'main.mjs'), serverBuild);
    writeFileSync(builtFor, root);
    pruneChunks(chunks);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return serverBuild;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await ensureServerBuild();
