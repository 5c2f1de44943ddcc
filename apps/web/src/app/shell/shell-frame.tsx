import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawAtOnce, InTurn } from '../../components/ui/in-turn.tsx';
import { SiteFooter } from '../layout/site-footer.tsx';
import { SiteHeader } from '../layout/site-header.tsx';
import classes from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * What every page shows around its content: skip link, header, main, country footer. The app's
 * shell (app-shell.tsx) and the server's first paint of the public pages (prerender/) draw it.
 */
export function ShellFrame({
  children,
  whole = false,
}: {
  children: ReactNode;
  /**
   * Everything at once (DrawAtOnce): the server's paint and the app's drawing over it. Otherwise
   * the footer, below the fold (main is a screen high), comes in turns after the page's first
   * drawing: on a phone the first drawing of frame and page was one task of 300–450 ms, and the
   * footer alone one of 250, all of it blocking time (issue 11).
   */
  whole?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <DrawAtOnce when={whole}>
        <InTurn placeholder={null}>
          <SiteFooter />
        </InTurn>
      </DrawAtOnce>
    </div>
  );
}
