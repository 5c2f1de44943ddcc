// When a build's sources last changed: the newest modification time under each path (0 for a
// path that does not exist). `npm start` rebuilds the web app and the server bundle when their
// sources are newer than the build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** The newest modification time of the given paths (relative to `root`) and all below them. */
export function newestChange(root, paths) {
  return Math.max(...paths.map((path) => newest(join(root, path))));
}
