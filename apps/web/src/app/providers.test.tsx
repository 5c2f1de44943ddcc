import { render, screen } from '@testing-library/react';
import { Box } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createCountryContextValue } from '../lib/country/country-context.ts';
import { createI18n } from '../lib/i18n.ts';
import { localRuntimeConfig } from '../lib/runtime-config.ts';
import { translations } from '../testing/translations.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

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
});
