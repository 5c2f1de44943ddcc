// No zod here: web code on any page may import these codes and topics without loading zod
// (decision 023).

/** Problem `code`s (problem+json) of the `/api/push/*` calls, which clients switch on. */
export const pushProblemCodes = {
  /**
   * 400: a subscription whose endpoint is not `https:` on a host of `PUSH_ENDPOINT_HOSTS` (the
   * browsers' push services by default) at https' own port, so a subscription cannot make the
   * server call an arbitrary address.
   */
  endpointNotAllowed: 'push.endpoint_not_allowed',
  /**
   * 409: the endpoint (this browser's subscription) is another account's device; it is not moved
   * (decision 073). That account unsubscribes it, or the browser ends the subscription and makes
   * a new one (a new endpoint).
   */
  endpointTaken: 'push.endpoint_taken',
  /** 409: `POST /api/push/test` by a user with no subscribed device. */
  notSubscribed: 'push.not_subscribed',
} as const;
export type PushProblemCode = (typeof pushProblemCodes)[keyof typeof pushProblemCodes];

/**
 * What a doctor may be notified of, chosen per device:
 * - `specialty_content`: new content in my specialties;
 * - `event_reminders`: reminders of the events I registered for;
 * - `case_answers`: answers to my medical-information cases.
 */
export const pushTopics = ['specialty_content', 'event_reminders', 'case_answers'] as const;
export type PushTopic = (typeof pushTopics)[number];
