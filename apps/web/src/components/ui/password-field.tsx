import type { ComponentProps } from 'react';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * A password input whose show/hide button is reachable with the keyboard and says what it does
 * (its pressed state tells whether the password is shown).
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('forms.showPassword') }}
      {...props}
    />
  );
}
