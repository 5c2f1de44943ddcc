export const contentProblemCodes = {
  /** 404: unknown id, or an item of another country (never told apart). */
  contentNotFound: 'content.not_found',
  /** 403: a speaker-training item, for a user without `canAcessSpeakTraining`. */
  speakerTrainingRequired: 'content.speaker_training_required',
  /** 404: an unknown cluster id (or `exclusive-<product>` of an unknown product). */
  clusterNotFound: 'content.cluster_not_found',
} as const;

/**
 * Problem `code`s of `/media/*` (all 403). A file of an item that needs a session is served only
 * through the signed URL (`?exp=&sig=`) that a content answer carries; a fresh answer carries a
 * fresh URL.
 */
export const mediaProblemCodes = {
  /** The file is not public and the URL carries no signature. */
  signatureRequired: 'media.signature_required',
  /** The signature does not match the path and expiry (forged or changed). */
  signatureInvalid: 'media.signature_invalid',
  /** The signed URL is past its expiry. */
  signatureExpired: 'media.signature_expired',
} as const;
export type MediaProblemCode = (typeof mediaProblemCodes)[keyof typeof mediaProblemCodes];
