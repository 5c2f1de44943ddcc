/**
 * What the product API needs from the identity provider, whichever it is: the embedded one
 * (apps/api/src/idp, same process) or SAP Customer Data Cloud in production. The product never
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
}

declare module 'fastify' {
  interface FastifyInstance {
    identityProvider: IdentityProvider;
  }
}
