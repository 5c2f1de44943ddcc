// No zod here: web code may import these codes without loading zod (decision 023).

/** Problem `code`s (problem+json) of the `/api/backoffice/*` calls, which clients switch on. */
export const backofficeProblemCodes = {
  /** 403: signed in, but no staff role allows this (a doctor on any back-office call). */
  forbidden: 'backoffice.forbidden',
  /** 404: an unknown id, or a record of countries the staff member does not work for. */
  notFound: 'backoffice.not_found',
  /** 409: the step does not apply to the version's state (approve a draft, submit an approved one). */
  wrongState: 'backoffice.wrong_state',
  /**
   * 400: the content's fields, each of the right type (a wrong type or unknown field is a
   * `request.invalid` of the request's own check), do not make an item together, e.g. more correct
   * answers required than questions (each one listed).
   */
  contentInvalid: 'backoffice.content_invalid',
  /**
   * 400 on submit or approve: an episode, lesson or the item's body lacks its file or text; each
   * one is listed as a field problem (`content.episodes.0.content`, `content.content`).
   */
  contentIncomplete: 'backoffice.content_incomplete',
  /** 409: an admin removing their own admin grant (another admin must). */
  ownAdmin: 'backoffice.own_admin',
  /**
   * 403: four eyes (decision 068) — the approver of a version is never one who wrote or edited
   * it, whatever their roles: another reviewer must approve it.
   */
  fourEyes: 'backoffice.four_eyes',
  /**
   * 400, field `body.reason`: the grants would make one account editor and reviewer of the same
   * country, which needs the admin's recorded reason (decision 068).
   */
  dualRoleReasonRequired: 'backoffice.dual_role_reason_required',
} as const;
export type BackofficeProblemCode =
  (typeof backofficeProblemCodes)[keyof typeof backofficeProblemCodes];
