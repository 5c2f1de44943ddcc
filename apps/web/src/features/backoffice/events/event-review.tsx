import { use, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { approveEventSchema, type BackofficeEvent } from '@pulso/contracts/backoffice/events';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { countriesAllowed } from '../access.ts';
import { MeContext } from '../me-context.ts';
import { useFieldErrors } from '../courses/field-errors.ts';
import { ReviewError, useReviewEditors } from '../review-step.tsx';
import { useApproveEvent, useSubmitEvent } from './events-api.ts';
import { reviewColor } from './event-parts.tsx';

/**
 * The event's review (decision 074): its state, who wrote it, the events manager's *Enviar a
 * revisión* and the reviewer's approval with its code — disabled, and explained, for whoever
 * wrote it (four eyes).
 */
export function EventReview({ event }: { event: BackofficeEvent }) {
  const { t } = useTranslation();
  // Outside the back office's root (a page rendered alone) no step is offered.
  const me = use(MeContext);
  const may = (action: string) =>
    me !== null && countriesAllowed(me, { action, subject: 'Event' }).includes(event.country);
  const submit = useSubmitEvent(event.id);
  const approve = useApproveEvent(event.id);
  const form = useFieldErrors();
  const [code, setCode] = useState('');
  const fourEyesText = t('backoffice.review.fourEyesEvent');
  const mayApprove = event.review === 'in-review' && may('approve');
  const editors = useReviewEditors(event, mayApprove, fourEyesText);

  function approveIt(e: FormEvent) {
    e.preventDefault();
    const body = form.check(approveEventSchema, { approvalCode: code });
    if (body)
      approve.mutate(body.approvalCode, {
        onSuccess: () => toast.success(t('backoffice.review.eventApproved')),
        onError: form.fromError,
      });
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('backoffice.review.title')}>
      <Group gap="xs">
        <Badge color={reviewColor[event.review]} variant="light">
          {t(`backoffice.review.state.${event.review}`)}
        </Badge>
        {event.approvalCode && (
          <span>
            {t('backoffice.review.code')}: <strong>{event.approvalCode}</strong>
          </span>
        )}
      </Group>
      {event.published ? (
        <Alert variant="light" color="gray">
          {t('backoffice.review.eventEditPending', {
            version: event.version,
            code: event.published.approvalCode ?? '—',
          })}
        </Alert>
      ) : (
        event.review !== 'approved' && (
          <Alert variant="light" color="gray">
            {t('backoffice.review.eventHidden')}
          </Alert>
        )
      )}
      {editors.node}
      {event.review === 'draft' && may('submit') && (
        <Group>
          <Button
            loading={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => toast.success(t('backoffice.review.eventSubmitted')),
              })
            }
          >
            {t('backoffice.review.submit')}
          </Button>
        </Group>
      )}
      <ReviewError error={submit.error} fourEyesText={fourEyesText} />
      {mayApprove && (
        <form onSubmit={approveIt} noValidate>
          <Fieldset legend={t('backoffice.review.approveEvent')}>
            <Stack gap="sm">
              <TextInput
                label={t('backoffice.review.code')}
                required
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={form.message('approvalCode')}
                disabled={event.editedByYou}
              />
              <ReviewError error={approve.error} fourEyesText={fourEyesText} />
              <Group>
                <Button
                  type="submit"
                  color="teal"
                  loading={approve.isPending}
                  disabled={event.editedByYou}
                  aria-describedby={editors.describedBy}
                >
                  {t('backoffice.review.approve')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        </form>
      )}
    </Stack>
  );
}
