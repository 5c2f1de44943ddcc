import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isStorableText } from './email-rules.ts';

/**
 * Validation messages are translation keys, never prose: the web app shows
 * `t(issue.message)` from the top-level `validation` section of its language files, and the API
 * lists them as they are in problem+json `errors` (and in the identity provider's
 * `validationErrors`). Every key a contract can produce is listed here.
 */
export const validationMessages = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  tooLong: 'validation.tooLong',
  textCharacters: 'validation.text.characters',
  boolean: 'validation.boolean',
  mustBeTrue: 'validation.mustBeTrue',
  emailInvalid: 'validation.email.invalid',
  emailTooLong: 'validation.email.tooLong',
  phoneInvalid: 'validation.phone.invalid',
  phoneLength: 'validation.phone.length',
  phoneAreaCode: 'validation.phone.areaCode',
  phoneFirstDigit: 'validation.phone.firstDigit',
  passwordTooShort: 'validation.password.tooShort',
  passwordTooLong: 'validation.password.tooLong',
  passwordLetter: 'validation.password.letter',
  passwordDigitOrSymbol: 'validation.password.digitOrSymbol',
  passwordSpaces: 'validation.password.spaces',
  passwordCommon: 'validation.password.common',
  signatureInvalid: 'validation.signature.invalid',
  signatureTimestampInvalid: 'validation.signature.timestamp',
  ufInvalid: 'validation.uf.invalid',
  crmInvalid: 'validation.crm.invalid',
  crmSuspended: 'validation.crm.suspended',
  crmCancelled: 'validation.crm.cancelled',
  crmUnknown: 'validation.crm.unknown',
  crmTaken: 'validation.crm.taken',
  registerTypeInvalid: 'validation.registerType.invalid',
  registerTypeDentist: 'validation.registerType.dentist',
  termsRequired: 'validation.terms.required',
  iamDoctorRequired: 'validation.iamDoctor.required',
  rutInvalid: 'validation.rut.invalid',
  nationalRegistrationInvalid: 'validation.nationalRegistration.invalid',
  provincialEnrollmentInvalid: 'validation.provincialEnrollment.invalid',
  treatmentInvalid: 'validation.treatment.invalid',
  stateInvalid: 'validation.state.invalid',
  identityDocumentInvalid: 'validation.identityDocument.invalid',
  salesRepresentativeCodeInvalid: 'validation.salesRepresentativeCode.invalid',
  specialtyInvalid: 'validation.specialty.invalid',
  countryInvalid: 'validation.country.invalid',
  regionMismatch: 'validation.region.mismatch',
  languageMismatch: 'validation.language.mismatch',
  timezoneMismatch: 'validation.timezone.mismatch',
  preferencesEmpty: 'validation.preferences.empty',
  preferencesConflict: 'validation.preferences.conflict',
  specialtyAreaInvalid: 'validation.specialtyArea.invalid',
  contentIdInvalid: 'validation.contentId.invalid',
  mediaUrlInvalid: 'validation.mediaUrl.invalid',
  tokenInvalid: 'validation.token.invalid',
  cursorInvalid: 'validation.cursor.invalid',
  mainClusterInvalid: 'validation.mainCluster.invalid',
  subclusterInvalid: 'validation.subcluster.invalid',
  offsetInvalid: 'validation.offset.invalid',
  offsetTooLarge: 'validation.offset.tooLarge',
  agendaOutside: 'validation.agenda.outside',
  /** A field the object does not have (a strict body, e.g. the back office's content). */
  fieldUnknown: 'validation.field.unknown',
  validToAfterValidFrom: 'validation.validTo.afterValidFrom',
  endsAtAfterStartsAt: 'validation.endsAt.afterStartsAt',
  /** A wall-clock time that is not `YYYY-MM-DDTHH:mm`. */
  localTimeInvalid: 'validation.localTime.invalid',
  timeZoneUnknown: 'validation.timeZone.unknown',
  /** A Zoom meeting number: 9 to 12 digits. */
  meetingNumberInvalid: 'validation.meetingNumber.invalid',
  /** A Jitsi room: 3 to 100 letters, digits and dashes. */
  roomInvalid: 'validation.room.invalid',
  /** The expiry dashboard's window: 30, 14 or 7 days. */
  expiryWindowInvalid: 'validation.expiryWindow.invalid',
  /** A question's options: exactly one is the correct answer. */
  oneCorrectOption: 'validation.options.oneCorrect',
  /** More correct answers required than questions asked. */
  minCorrectTooMany: 'validation.minCorrectQuestions.tooMany',
  /** A list that names one entry twice. */
  repeated: 'validation.repeated',
  consentTextVersionRequired: 'validation.consent.textVersionRequired',
  consentTextVersionNotBanner: 'validation.consent.textVersionNotBanner',
  consentReceiptRequired: 'validation.consent.receiptRequired',
  consentReceiptNotOneTrust: 'validation.consent.receiptNotOneTrust',
  consentGpcOptional: 'validation.consent.gpcOptional',
  /** A file larger than its kind allows (the problem's `maxBytes` says how large it may be). */
  fileTooLarge: 'validation.file.tooLarge',
  /** A file not of a type its kind accepts. */
  fileType: 'validation.file.type',
  /** An image of more pixels than allowed (the problem's `imageSize` says how many it has). */
  imageDimensions: 'validation.file.imageDimensions',
  /** A PDF with scripts, actions that run or send, or attached files. */
  pdfActiveContent: 'validation.file.pdfActiveContent',
  /** A file that starts as a PDF but cannot be read as one. */
  pdfInvalid: 'validation.file.pdfInvalid',
  /** A course's question that repeats the id of an earlier one. */
  questionIdRepeated: 'validation.questionId.repeated',
} as const;
export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];

const m = validationMessages;

export { EMAIL_MAX_LENGTH, isStorableText } from './email-rules.ts';

/**
 * The message of a value of the wrong type: `validation.required` when it is absent (or null),
 * `validation.invalid` otherwise.
 */
export const missingOrInvalid = (issue: { input?: unknown }): ValidationMessage =>
  issue.input === undefined || issue.input === null ? m.required : m.invalid;

/**
 * The string every text of a request starts from (the helpers below, and each field with rules
 * of its own): one with a NUL or a lone surrogate is refused with `validation.text.characters`,
 * a 400 naming the field, instead of reaching the database. `error`: the message of a non-string.
 */
export const requestString = (
  error: ((issue: { input?: unknown }) => string) | string = missingOrInvalid,
) => z.string({ error }).refine(isStorableText, { error: m.textCharacters });

/** A required text: trimmed, non-empty, at most `max` characters. */
export const requiredText = (max: number) =>
  requestString().trim().min(1, { error: m.required }).max(max, { error: m.tooLong });

/**
 * An optional text as forms and clients send it: absent, `null` and blank all mean "not given"
 * (`undefined` after parsing); otherwise trimmed, at most `max` characters.
 */
export const optionalText = (max: number) =>
  requestString(m.invalid)
    .trim()
    .max(max, { error: m.tooLong })
    .nullish()
    .transform((value) => (value ? value : undefined));

/** An optional parameter kept as sent (trimmed), at most `max` characters; blank stays blank. */
export const optionalParameter = (max: number) =>
  requestString(m.invalid).trim().max(max, { error: m.tooLong }).optional();

/** The error of a request object that is not an object (a body of `null`, a number, …). */
export const objectError = { error: m.invalid } as const;

/** E-mail address: trimmed and lower-cased, at most 320 characters (spec §9). */
export const emailSchema = requestString()
  .trim()
  .toLowerCase()
  .min(1, { error: m.required })
  .max(EMAIL_MAX_LENGTH, { error: m.emailTooLong })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: m.emailInvalid }));

/**
 * A boolean as JSON (`true`) or as a form field (`'true'`, `'false'`, `'1'`, `'0'`, `'on'`,
 * `'off'`, …). Not `z.coerce.boolean()`, which would read `'false'` as true.
 */
export const formBoolean = z.union([z.boolean(), z.stringbool({ error: m.boolean })], {
  error: (issue) => (missingOrInvalid(issue) === m.required ? m.required : m.boolean),
});

/** A form boolean that must be true (a ticked box), e.g. "I am a doctor". */
export const mustBeTrue = (message: string = m.mustBeTrue) =>
  formBoolean.refine((value) => value, { error: message });
