import type { DeliveryState } from '@pulso/contracts/medical-information';
import type { DeliveryChannel } from './medical-information.repository.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { MAIL_QUEUE } from '../../platform/mail/mail-outbox.ts';
import { OMNICHANNEL_QUEUE } from './omnichannel.ts';

const queueOf: Record<DeliveryChannel, string> = {
  smtp: MAIL_QUEUE,
  omnichannel: OMNICHANNEL_QUEUE,
};

/**
 * The state of a request's delivery, read from its pg-boss job. A job still waiting while its
 * channel is not configured (no SMTP_URL, or OMNICHANNEL_URL unset since) is `not-configured`:
 * kept, unsent, until a server with the channel configured starts.
 */
export async function readDeliveryState(
  boss: JobQueue,
  channel: DeliveryChannel,
  jobId: string | null,
  configured: Record<DeliveryChannel, boolean>,
): Promise<DeliveryState | null> {
  if (!jobId) return null;
  const [job] = await boss.findJobs(queueOf[channel], { id: jobId });
  if (!job) return null;
  const attempts = job.state === 'created' ? 0 : job.retryCount + (job.state === 'retry' ? 0 : 1);
  const base = { channel, attempts, sentAt: null };
  switch (job.state) {
    case 'created':
      return { ...base, state: configured[channel] ? 'queued' : 'not-configured' };
    case 'retry':
      return { ...base, state: configured[channel] ? 'retrying' : 'not-configured' };
    case 'active':
      return { ...base, state: 'sending' };
    case 'completed':
      return { ...base, state: 'sent', sentAt: job.completedOn?.toISOString() ?? null };
    default:
      return { ...base, state: 'failed' };
  }
}
