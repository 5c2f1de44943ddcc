// `npm start`: builds what is missing or out of date (the web app, the server bundle: the
// artefact of `npm run build`, scripts/build.mjs), then runs the server bundle in this same
// process. Node keeps the compiled code of the modules it loads (its compile cache in the
// temporary directory), so later starts skip most of the parsing. The end-to-end suite's server
// is started this way too (playwright.config.ts).
import module from 'node:module';
import { pathToFileURL } from 'node:url';

module.enableCompileCache?.();
const { ensureBuild } = await import('./build.mjs');
let server;
try {
  server = await ensureBuild();
} catch (error) {
  console.error(`Pulso did not start: ${error.message}`);
  process.exit(1);
}
// Stack traces name the TypeScript sources (the bundle has a source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
