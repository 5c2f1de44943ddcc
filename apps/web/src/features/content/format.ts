import { useCallback } from 'react';
import { clusterShowsDuration, type MainCluster } from '@pulso/contracts/content/cluster-names';
import { useTranslation } from '../../lib/translation.tsx';
import { useCountry } from '../../lib/country/country-context.ts';
import { dateFormat } from '../../lib/date-format.ts';

/**
 * A duration in seconds as the content screens show it: "45 s", "12 min", "1 h 05 min"
 * (the units are translated: `content.duration.*`).
 */
export function useFormatDuration(): (seconds: number | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (seconds) => {
      if (seconds === null || seconds === undefined || seconds <= 0) return undefined;
      if (seconds < 60) return t('content.duration.seconds', { count: seconds });
      const minutes = Math.round(seconds / 60);
      if (minutes < 60) return t('content.duration.minutes', { count: minutes });
      return t('content.duration.hours', {
        hours: Math.floor(minutes / 60),
        minutes: String(minutes % 60).padStart(2, '0'),
      });
    },
    [t],
  );
}

/**
 * An item's duration as shown, or undefined where its cluster shows none (products, texts) or
 * where its body, when known (the item's screen), is a text: a text's stored duration is a
 * reading time ("Duração: 1 min" on an article of the home cluster said nothing useful).
 */
export function useFormatItemDuration(): (item: {
  mainCluster: MainCluster;
  duration: number | null;
  content?: { kind: string } | null;
}) => string | undefined {
  const formatDuration = useFormatDuration();
  return useCallback(
    (item) =>
      clusterShowsDuration(item.mainCluster) && item.content?.kind !== 'html'
        ? formatDuration(item.duration)
        : undefined,
    [formatDuration],
  );
}

/** A date (ISO text) in the country's locale and time zone: "3 de mayo de 2024". */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const { localeId, profile } = useCountry();
  return useCallback(
    (iso, withTime = false) =>
      dateFormat(localeId, profile.timezone.iana, withTime).format(new Date(iso)),
    [localeId, profile.timezone.iana],
  );
}
