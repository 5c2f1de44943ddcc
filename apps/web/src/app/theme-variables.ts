import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { readableColorVariables } from './readable-colors.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type Variables = ConvertCSSVariablesInput;

/** The entries of `input` whose value differs from `defaults` (Mantine's own deduplication). */
function withoutDefaults(input: Variables, defaults: Variables): Variables {
  const differing = (part: keyof Variables) =>
    Object.fromEntries(
      Object.entries(input[part]).filter(
        ([name, value]) => (defaults[part] as Record<string, string>)[name] !== value,
      ),
    );
  return { variables: differing('variables'), light: differing('light'), dark: differing('dark') };
}

/** Every CSS variable of Pulso's theme, Mantine's defaults included, as MantineProvider makes them. */
export function themeVariables(): Variables {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  return {
    variables: { ...ours.variables, ...extra.variables },
    // Built here, not by the resolver the app loads: only this stylesheet needs them.
    light: { ...ours.light, ...extra.light, ...readableColorVariables(merged) },
    dark: { ...ours.dark, ...extra.dark },
  };
}

/**
 * The CSS variables of Pulso's theme that differ from Mantine's defaults (which
 * `@mantine/core/styles/default-css-variables.css` sets): what MantineProvider would write into
 * a style tag at every start. Written once into theme-variables.css instead
 * (`npm run theme-variables`, checked by theme-variables.test.ts), so that the first render
 * does not compute them: about 50 ms of a phone's first task (issue 11).
 */
export function themeVariablesCss(): string {
  const css = convertCssVariables(
    withoutDefaults(themeVariables(), defaultCssVariablesResolver(DEFAULT_THEME)),
  );
  return `/* Written by \`npm run theme-variables\` from src/app/theme.ts: do not edit. */\n${css}\n`;
}
