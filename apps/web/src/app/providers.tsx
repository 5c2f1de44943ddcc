import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { RuntimeConfigContext } from '../lib/config-context.ts';
import { CountryContext, type CountryContextValue } from '../lib/country/country-context.ts';
import { SignedInHintContext } from '../lib/session.ts';
import { TranslationProvider } from '../lib/translation.tsx';
import { ToastHost } from './shell/toast-host.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export interface AppProvidersProps {
  config: RuntimeConfig;
  country: CountryContextValue;
  i18n: I18n;
  queryClient: QueryClient;
  /** CSP nonce for the style tags Mantine writes. */
  styleNonce?: string | undefined;
  /**
   * Whether the browser said it holds a session when the server rendered the page (the hint
   * cookie): the server and the browser's first drawing both draw with it (session.ts).
   */
  signedInHint?: boolean;
  /** `test` turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({
  config,
  country,
  i18n,
  queryClient,
  styleNonce,
  signedInHint = false,
  env = 'default',
  children,
}: AppProvidersProps) {
  return (
    <SignedInHintContext value={signedInHint}>
      <RuntimeConfigContext value={config}>
        <CountryContext value={country}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <MantineProvider
                theme={theme}
                cssVariablesResolver={cssVariablesResolver}
                // The theme's CSS variables are a stylesheet made ahead (theme-variables.ts).
                withCssVariables={false}
                env={env}
                defaultColorScheme="light"
                {...(styleNonce ? { getStyleNonce: () => styleNonce } : {})}
              >
                {/* Until the language file has loaded (TranslationProvider), and for any code the
                  app waits for outside the shell's own boundaries. */}
                <Suspense fallback={<PageLoader fullScreen />}>
                  <TranslationProvider>
                    <ToastHost />
                    {children}
                  </TranslationProvider>
                </Suspense>
              </MantineProvider>
            </QueryClientProvider>
          </I18nextProvider>
        </CountryContext>
      </RuntimeConfigContext>
    </SignedInHintContext>
  );
}
