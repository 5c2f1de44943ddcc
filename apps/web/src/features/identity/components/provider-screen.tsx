import { useEffect, useId, useState } from 'react';
import { Alert } from '@mantine/core';
import { alerts } from '@pulso/contracts/alerts';
import { showAlert } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  clientIdentityErrors,
  type IdentityAdapter,
  type IdentityLogin,
  type ScreenSetStart,
} from '../adapters/identity-adapter.ts';
import { identityErrorKey } from '../identity-errors.ts';

interface ProviderScreenProps {
  showScreenSet: NonNullable<IdentityAdapter['showScreenSet']>;
  start: ScreenSetStart;
  onLogin: (login: IdentityLogin) => void;
}

/**
 * The provider's own screens (SAP CDC screen set), rendered into this element of the modal, so
 * that the modal's header, footer and links stay around them.
 */
export function ProviderScreen({ showScreenSet, start, onLogin }: ProviderScreenProps) {
  const { t } = useTranslation();
  const containerId = `gigya-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [errorKey, setErrorKey] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let hide: (() => void) | undefined;
    showScreenSet({
      containerId,
      start,
      onLogin,
      onError: (error) => {
        if (error.errorCode === clientIdentityErrors.missingSignature) {
          showAlert({ titleKey: alerts.gigyaLoginData.key });
        } else {
          setErrorKey(identityErrorKey(error.errorCode));
        }
      },
    }).then(
      (hideScreenSet) => {
        if (active) hide = hideScreenSet;
        else hideScreenSet();
      },
      () => setErrorKey(identityErrorKey(clientIdentityErrors.network)),
    );
    return () => {
      active = false;
      hide?.();
    };
  }, [showScreenSet, containerId, start, onLogin]);

  return (
    <>
      {errorKey && (
        <Alert color="red" variant="light">
          {t(errorKey)}
        </Alert>
      )}
      <div id={containerId} data-testid="provider-screen" />
    </>
  );
}
