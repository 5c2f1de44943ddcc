import { render, screen } from '@testing-library/react';
import { Box } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createCountryContextValue } from '../lib/country/country-context.ts';
import { createI18n } from '../lib/i18n.ts';
import { localRuntimeConfig } from '../lib/runtime-config.ts';
import { translations } from '../testing/translations.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { themeVariablesCss } from './theme-variables.ts';

describe('providers', () => {
  it('puts the CSP nonce on the style tags Mantine writes', () => {
    const config = localRuntimeConfig();
    render(
      <AppProviders
        config={config}
        country={createCountryContextValue('ar', config)}
        i18n={createI18n('es', { resources: translations })}
        queryClient={createQueryClient({ retry: false })}
        styleNonce="n0nce-123"
        env="test"
      >
        <Box p={{ base: 4, md: 8 }}>content</Box>
      </AppProviders>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce-123');
  });

  it('makes dimmed text readable: at least 4.5:1 on white and the light greys (WCAG AA)', () => {
    // The theme's variables are a stylesheet written ahead (theme-variables.ts), not a style tag.
    const dimmed = /--mantine-color-dimmed:\s*(#[0-9a-f]{6})/i.exec(themeVariablesCss())?.[1];
    expect(dimmed).toBeDefined();
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef'])
      expect(contrast(dimmed!, background), background).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
