import { displayName, useStoredProfile } from '../../features/users/index.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** The name on the header's account button: the doctor's, or "Account" when none is stored. */
export function useAccountName(): string {
  const { t } = useTranslation();
  return displayName(useStoredProfile()) ?? t('nav.account');
}
