import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables.ts';

describe("the theme's CSS variables, written ahead (issue 11)", () => {
  it('theme-variables.css is what theme.ts gives (else: npm run theme-variables -w apps/web)', () => {
    const written = readFileSync(join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    expect(written).toBe(themeVariablesCss());
  });

  it("holds the brand colour, the font and the readable dimmed grey, not Mantine's defaults", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-pulso-filled)');
    expect(css).toContain('--mantine-color-pulso-6: #0e6e8c');
    expect(css).toContain('--mantine-color-dimmed: #5c636a');
    expect(css).toContain('--mantine-font-family: system-ui');
    // A default Mantine already sets (default-css-variables.css) is left out.
    expect(css).not.toContain('--mantine-color-blue-6:');
  });
});
