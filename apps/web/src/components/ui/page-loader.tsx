import { Center, Loader } from '@mantine/core';

/**
 * Shown while a page's code or the language file loads. It carries no text: it may render before
 * any translation is available; `aria-busy` tells assistive technology the region is loading.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center
      mih={fullScreen ? '100vh' : 240}
      role="status"
      aria-busy="true"
      data-testid="page-loader"
    >
      <Loader />
    </Center>
  );
}
