/**
 * What the product API needs from the identity provider, whichever it is: the embedded one
 * (apps/api/src/modules/identity/idp, same process) or SAP Customer Data Cloud in production. The product never
 * reads the provider's tables; it goes through this interface, decorated on the app as
 * `app.identityProvider`.
 */
export interface IdentityAccount {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** Set when the account came from a social login (e.g. 'linkedin', 'facebook'). */
  socialProvider?: string;
  createdAt: Date;
}

export interface IdentityProvider {
  /** The partner secret (raw bytes) that signs and verifies UIDSignature. */
  partnerSecret(): Buffer;
  getAccount(uid: string): Promise<IdentityAccount | undefined>;
  /** Checks an account's password (used to confirm account deletion). */
  verifyPassword(uid: string, password: string): Promise<boolean>;
  /** Deletes the identity account and frees its e-mail (data-protection deletion). */
  deleteAccount(uid: string): Promise<void>;
  /**
   * Ends the account's sessions in the provider (product logout, decision 071): a provider
   * session left open could be exchanged for a new product session without the password.
   * Optional: a test double may leave it out.
   */
  endSessions?(uid: string): Promise<void>;
  /**
   * Whether an identity account uses the e-mail (any case). Optional: both providers of modules/identity/idp
   * have it; a test double may leave it out.
   */
  isEmailInUse?(email: string): Promise<boolean>;
  /**
   * Changes the account's e-mail (its login ID). Rejects with a 409 `users.email_taken` AppError
   * when another identity account uses it, and a 404 `identity.account_not_found` when no account
   * has the UID. Optional, like isEmailInUse.
   */
  updateEmail?(uid: string, email: string): Promise<void>;
  /**
   * Registers what to run after an account's password changed in the provider (a reset): the
   * users module ends the account's product sessions. Optional: the embedded provider calls the
   * listeners once the new password is stored, before the reset answers; SAP Customer Data
   * Cloud would need its webhook (not built).
   */
  onPasswordChanged?(listener: (uid: string) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    identityProvider: IdentityProvider;
  }
}
