import { vi } from 'vitest';

/*
 * The web project's first setup file (vitest.config.ts). Its files run one after the other in one
 * window per worker (`isolate: false`): the window and the packages (React, Mantine, zod…) are
 * loaded once per worker, but each file gets the app's own modules afresh, so that no module
 * state (a store, a cache, a flag) passes from one file to the next. Before setup.ts, which then
 * holds the same instances as the test file it prepares.
 */
vi.resetModules();
