// `npm start`: builds what is missing or out of date (the web app, the server bundle), then runs
// the server bundle in this same process. Node keeps the compiled code of the modules it loads
// (its compile cache in the temporary directory), so later starts skip most of the parsing.
import module from 'node:module';
import { pathToFileURL } from 'node:url';

module.enableCompileCache?.();
await import('./ensure-web-build.mjs');
const { ensureServerBuild } = await import('./ensure-server-build.mjs');
const server = await ensureServerBuild();
// Stack traces name the TypeScript sources (the bundle has a source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
