/**
 * The embedded provider's "password changed" event (IdentityProvider.onPasswordChanged): the
 * service emits it after a reset is stored; listeners (the users module) run in turn, and a
 * failing one is reported, never turned into a failed reset (the password did change).
 */
export function createPasswordEvents(onError: (error: unknown, uid: string) => void) {
  const listeners: ((uid: string) => Promise<void>)[] = [];
  return {
    on(listener: (uid: string) => Promise<void>): void {
      listeners.push(listener);
    },
    async emit(uid: string): Promise<void> {
      for (const listener of listeners) {
        try {
          await listener(uid);
        } catch (error) {
          onError(error, uid);
        }
      }
    },
  };
}
export type PasswordEvents = ReturnType<typeof createPasswordEvents>;
