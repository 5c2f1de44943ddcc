import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layout rules of eslint.config.js, run on sample sources placed in the web app's folders:
 * each rule must fire on the import or name it forbids, and stay quiet on the allowed ones.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const useIt = 'export const used = [x];\n';

// The first lint follows the whole import graph (no-cycle): seconds on a busy machine.
describe('web layout lint rules', { timeout: 60_000 }, () => {
  it('refuse an import from lib/ into features/', async () => {
    const ids = await ruleIds(
      'apps/web/src/lib/sample.ts',
      `import { x } from '../features/content/use-public-access.ts';\n${useIt}`,
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse an import from components/ into app/', async () => {
    const ids = await ruleIds(
      'apps/web/src/components/ui/sample.ts',
      `import { x } from '../../app/router.tsx';\n${useIt}`,
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it("refuse an import from a feature into app/ and into another feature's inside", async () => {
    const fromApp = await ruleIds(
      'apps/web/src/features/content/sample.ts',
      `import { x } from '../../app/router.tsx';\n${useIt}`,
    );
    const fromFeature = await ruleIds(
      'apps/web/src/features/content/sample.ts',
      `import { x } from '../training/api/training-api.ts';\n${useIt}`,
    );
    const fromApp2 = await ruleIds(
      'apps/web/src/app/sample.ts',
      `import { x } from '../features/content/use-public-access.ts';\n${useIt}`,
    );
    const lazily = await ruleIds(
      'apps/web/src/app/sample.ts',
      `export const load = () => import('../features/identity/session/sign-out.ts');\n`,
    );
    expect(fromApp).toContain('import-x/no-restricted-paths');
    expect(fromFeature).toContain('import-x/no-restricted-paths');
    expect(fromApp2).toContain('import-x/no-restricted-paths');
    expect(lazily).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import the shared layer, itself and public entries, and app/ a public entry', async () => {
    const feature = await ruleIds(
      'apps/web/src/features/training/sample.ts',
      `import { x } from '../../lib/date-format.ts';\nimport { y } from './api/training-api.ts';\nimport { z } from '../content/index.ts';\nexport const used = [x, y, z];\n`,
    );
    const app = await ruleIds(
      'apps/web/src/app/sample.ts',
      `import { x } from '../features/content/index.ts';\n${useIt}`,
    );
    expect(feature).toEqual([]);
    expect(app).toEqual([]);
  });

  it("let a test take another feature's testing/ helpers", async () => {
    const ids = await ruleIds(
      'apps/web/src/features/backoffice/sample.test.ts',
      `import { x } from '../events/testing/events-fixtures.ts';\n${useIt}`,
    );
    expect(ids).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // analytics.ts imports session.ts: session.ts importing analytics.ts closes a circle.
    const ids = await ruleIds(
      'apps/web/src/lib/session.ts',
      `import { x } from './analytics.ts';\n${useIt}`,
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('refuse a file or folder name that is not kebab-case', async () => {
    const file = await ruleIds('apps/web/src/lib/SampleName.ts', 'export const x = 1;\n');
    const folder = await ruleIds('apps/web/src/lib/SampleFolder/x.ts', 'export const x = 1;\n');
    expect(file).toContain('check-file/filename-naming-convention');
    expect(folder).toContain('check-file/folder-naming-convention');
  });
});
