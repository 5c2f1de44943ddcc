// No zod here: web code on any page may import these codes without loading zod (decision 023).

/** Problem `code`s (problem+json) of the `/api/events/*` calls, which clients switch on. */
export const eventsProblemCodes = {
  /** 404: an unknown event, or an event of another country (never told apart). */
  notFound: 'events.not_found',
  /** 409: registering for an event whose seats are all taken. */
  full: 'events.full',
  /** 409: registering for (or cancelling the registration of) an event that has ended. */
  past: 'events.past',
  /** 409: registering for, joining or sending a heartbeat to a cancelled event. */
  cancelled: 'events.cancelled',
  /** 403: joining, or sending a heartbeat, without being registered for the event. */
  notRegistered: 'events.not_registered',
  /**
   * 409: joining or sending a heartbeat before the opening window (`opensAt`) or after the end
   * (`endsAt`). The waiting room and the "event has ended" screen come from the event's answer.
   */
  outsideWindow: 'events.outside_window',
  /** 409: a heartbeat of a doctor who has not joined the event (no `POST …/join` before it). */
  notJoined: 'events.not_joined',
  /** 401: a Zoom webhook whose `x-zm-signature` does not match (or is missing or too old). */
  webhookSignatureInvalid: 'events.webhook_signature_invalid',
  /** 404: the Zoom webhook is called while `ZOOM_WEBHOOK_SECRET` is not configured. */
  webhookNotConfigured: 'events.webhook_not_configured',
} as const;
export type EventsProblemCode = (typeof eventsProblemCodes)[keyof typeof eventsProblemCodes];
