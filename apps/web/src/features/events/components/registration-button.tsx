import { Button } from '@mantine/core';
import type { EventDetail } from '@pulso/contracts/events';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useRegistration } from '../api/events-queries.ts';

/** Whether the doctor may still register (or cancel): not ended, not cancelled. */
export const registrationOpen = (event: Pick<EventDetail, 'status'>) =>
  event.status !== 'ended' && event.status !== 'cancelled';

/**
 * Register / cancel in one click. The button shows the new state at once (the query is updated
 * before the answer); a refusal puts the old state back and says why (full, cancelled, ended).
 */
export function RegistrationButton({
  event,
  onRegistered,
}: {
  event: EventDetail;
  /** After a registration the server confirmed (the event page offers push reminders then). */
  onRegistered?: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const registration = useRegistration(event.id);
  const full = event.seatsLeft === 0 && !event.isRegistered;
  if (!registrationOpen(event)) return null;

  const toggle = () =>
    registration.mutate(!event.isRegistered, {
      onSuccess: (answer) => {
        if (answer.isRegistered) onRegistered?.();
        toast.success(
          t(answer.isRegistered ? 'events.registration.done' : 'events.registration.cancelled'),
        );
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return event.isRegistered ? (
    <Button
      variant="default"
      onClick={toggle}
      disabled={registration.isPending}
      data-testid="registration-button"
    >
      {t('events.registration.cancel')}
    </Button>
  ) : (
    <Button
      onClick={toggle}
      disabled={full || registration.isPending}
      data-testid="registration-button"
    >
      {t(full ? 'events.registration.fullButton' : 'events.registration.register')}
    </Button>
  );
}
