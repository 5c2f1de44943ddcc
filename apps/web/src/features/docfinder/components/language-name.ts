import { useMemo } from 'react';
import type { DocfinderLanguage } from '@pulso/contracts/docfinder/limits';
import { useTranslation } from '../../../lib/translation.tsx';

/** A language's name in the page's language (Intl), Libras (`bzs`) from the translations. */
export function useLanguageName(): (code: DocfinderLanguage | string) => string {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      names = undefined;
    }
    return (code) => {
      if (code === 'bzs') return t('docfinder.languages.bzs');
      const name = names?.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
    };
  }, [t, i18n.language]);
}
