import { GigyaErrorCode, accountsInitRegistrationSuccessSchema } from '@pulso/contracts/identity';
import {
  IdentityError,
  type IdentityAdapter,
  type IdentityLogin,
  type RegisterInput,
} from './identity-adapter.ts';

type AccountsMethod = 'login' | 'initRegistration' | 'register' | 'resetPassword';
type AccountsCall<A> = (method: AccountsMethod, params: Record<string, unknown>) => Promise<A>;

/**
 * The accounts.* calls that both adapters make the same way: they differ only in how a call
 * travels (HTTP to the embedded provider, the SDK for SAP CDC) and how a login answer is read.
 */
export function gigyaAccountsMethods<A extends object>(
  call: AccountsCall<A>,
  toLogin: (answer: A) => IdentityLogin,
  options: { lang: string; loginParams?: Record<string, unknown> },
): Pick<
  IdentityAdapter,
  'login' | 'initRegistration' | 'register' | 'requestPasswordReset' | 'resetPassword'
> {
  return {
    async login(loginID: string, password: string) {
      return toLogin(await call('login', { loginID, password, ...options.loginParams }));
    },
    async initRegistration() {
      const answer = accountsInitRegistrationSuccessSchema
        .pick({ regToken: true })
        .safeParse(await call('initRegistration', {}));
      if (!answer.success || answer.data.regToken === '') {
        throw new IdentityError(GigyaErrorCode.GENERAL_SERVER_ERROR, 'No regToken');
      }
      return answer.data.regToken;
    },
    async register(input: RegisterInput) {
      const answer = await call('register', {
        regToken: input.regToken,
        email: input.email,
        password: input.password,
        profile: { firstName: input.firstName, lastName: input.lastName },
        finalizeRegistration: true,
        lang: options.lang,
      });
      return toLogin(answer);
    },
    async requestPasswordReset(email: string) {
      await call('resetPassword', { loginID: email, lang: options.lang });
    },
    async resetPassword(token: string, newPassword: string) {
      await call('resetPassword', { passwordResetToken: token, newPassword });
    },
  };
}
