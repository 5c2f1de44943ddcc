import type { ReactNode } from 'react';
import { InTurn } from '../../components/ui/in-turn.tsx';
import { useTranslation } from '../../lib/translation.tsx';
import { SiteFooter } from '../layout/site-footer.tsx';
import { SiteHeader } from '../layout/site-header.tsx';
import classes from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * What every page shows around its content: skip link, header, main, country footer. The app's
 * shell (app-shell.tsx) and the server's first paint of the public pages (prerender/) draw it.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
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
      {/*
       * Below the fold (main is a screen high): in turns after the page's first drawing, unless
       * drawn at once (DrawAtOnce). On a phone the footer alone was a task of 250 ms (issue 11).
       */}
      <InTurn placeholder={null}>
        <SiteFooter />
      </InTurn>
    </div>
  );
}
