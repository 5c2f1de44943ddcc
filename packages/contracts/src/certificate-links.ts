/**
 * How a training certificate is addressed outside the API (no zod here: the web app's routes
 * read it on the first page).
 */

/** The public page that verifies certificate codes (a code typed there, or in the path). */
export const CERTIFICATE_VERIFICATION_PATH = '/certificados/verificar';

/** The web page that verifies a code (the certificate's QR code opens it). */
export const certificateVerificationPath = (code: string): string =>
  `${CERTIFICATE_VERIFICATION_PATH}/${encodeURIComponent(code)}`;

/**
 * The name a certificate PDF is saved under: `certificado-<key>.pdf`, the key being the
 * certificate's verification code where the client has it, else the course's id.
 */
export const certificateFileName = (key: string): string => `certificado-${key}.pdf`;
