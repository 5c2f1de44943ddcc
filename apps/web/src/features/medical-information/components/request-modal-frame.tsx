import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_MEDIA_QUERY } from './phone-media-query.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { RequestOutcomeMessage, type RequestOutcome } from './request-outcome.tsx';
import classes from './request-modal-frame.module.css';

export interface RequestModalFrameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  outcome: RequestOutcome;
  /** Translation key of the spec §8 success message (takes `name`). */
  successKey: string;
  /** The doctor's name, for the success message. */
  name: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The frame both medical-information popups share (spec §2 popups 1 and 4): the title, the
 * fields, '* Campos obrigatórios', the §8 messages and the buttons Fechar and Solicitar — the send
 * button hidden once the request succeeded (spec §4). Mantine's modal traps focus and closes on
 * Escape; on phones it fills the screen.
 */
export function RequestModalFrame({
  opened,
  onClose,
  title,
  outcome,
  successKey,
  name,
  submitting,
  onSubmit,
  children,
}: RequestModalFrameProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  // The outcome sits in the sticky footer; on a short screen it is still brought into view.
  const footer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome !== 'idle') footer.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      centered={!phone}
      // Spec §2: the popup's own buttons are Fechar and Solicitar (Escape closes it too).
      withCloseButton={false}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          {children}
          <Text size="sm" c="dimmed">
            {t('medicalInformation.request.requiredNote')}
          </Text>
          <Stack gap="sm" className={classes.footer} ref={footer} data-testid="request-footer">
            <RequestOutcomeMessage
              outcome={outcome}
              successKey={successKey}
              name={name}
              onFollow={onClose}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('medicalInformation.request.close')}
              </Button>
              {outcome !== 'success' && (
                <Button type="submit" loading={submitting}>
                  {t('medicalInformation.request.send')}
                </Button>
              )}
            </Group>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
