/**
 * Registration with the product (spec §3 "Registration fields per country", §4 Registration,
 * §5, §6, §7 `POST users`).
 *
 * The body of `POST /api/users` is spec §7's, plus `UIDSignature` and `signatureTimestamp`: the
 * identity provider's proof that the caller owns `idGigya` (someone else's UID is refused).
 * Each country's rules are checked together and every problem is reported with its field path
 * (never only the first). After parsing, the values are normalised (CRM padded, RUT as
 * `12345678-5`, phone digits, e-mail lower case, UF upper case, state / specialty / treatment in
 * their listed spelling), and fields that do not belong to the country are dropped.
 */

export * from './registration/registration-types.ts';
export * from './registration/country-fields.ts';
export * from './registration/rules.ts';
export * from './registration/schemas.ts';
