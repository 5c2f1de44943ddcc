import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { SiteFooter } from '../layout/site-footer.tsx';
import { SiteHeader } from '../layout/site-header.tsx';
import classes from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * What every page shows around its content: skip link, header, main, country footer.
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
      <SiteFooter />
    </div>
  );
}
