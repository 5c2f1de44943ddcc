import {
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSettingsSchema,
  pushTestAnswerSchema,
  type PushDevice,
  type PushQuietHours,
  type PushSettings,
  type PushSubscriptionBody,
  type PushTestAnswer,
} from '@pulso/contracts/push';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** `GET push/public-key`: the VAPID key the browser subscribes with. */
export async function fetchPublicKey(): Promise<string> {
  const answer = await request(apiUrl('push/public-key'), {
    schema: pushPublicKeySchema,
    blocking: false,
  });
  return answer.publicKey;
}

/** `GET push/subscriptions`: the account's devices (with their topics) and quiet hours. */
export function fetchPushSettings(): Promise<PushSettings> {
  return request(apiUrl('push/subscriptions'), { schema: pushSettingsSchema, blocking: false });
}

/** `POST push/subscriptions`: this device's subscription (again: its topics change). */
export function saveSubscription(body: PushSubscriptionBody): Promise<PushDevice> {
  return request(apiUrl('push/subscriptions'), {
    schema: pushDeviceSchema,
    method: 'POST',
    body,
    blocking: false,
  });
}

/** `DELETE push/subscriptions?endpoint=…`. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await request(apiUrl('push/subscriptions'), {
    method: 'DELETE',
    query: { endpoint },
    blocking: false,
  });
}

/** `PUT push/quiet-hours` (`null`: none). */
export function saveQuietHours(quietHours: PushQuietHours | null): Promise<PushSettings> {
  return request(apiUrl('push/quiet-hours'), {
    schema: pushSettingsSchema,
    method: 'PUT',
    body: { quietHours },
    blocking: false,
  });
}

/** `POST push/test`: one test notification to each of the account's devices. */
export function sendTestNotification(): Promise<PushTestAnswer> {
  return request(apiUrl('push/test'), {
    schema: pushTestAnswerSchema,
    method: 'POST',
    blocking: false,
  });
}
