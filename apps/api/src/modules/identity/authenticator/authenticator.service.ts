import type { UfCode } from '@pulso/contracts/brazilian-states';
import {
  situacaoFromCrmStatus,
  type RecuperarTipoUsuarioGigyaRequest,
  type RecuperarTipoUsuarioGigyaResponse,
  type SituacaoCrm,
  type ValidarCrmComPreCadastroComEmailRequest,
  type ValidarCrmComPreCadastroComEmailResponse,
} from '@pulso/contracts/authenticator';
import { normaliseRegisterNumber } from '@pulso/contracts/helpers/register-number';
import { isValidCrm } from '@pulso/contracts/registration';
import type { LicencesService } from '../../licences/licences.service.ts';
import type { RegistrationType } from '@pulso/contracts/registration';

/** The service's messages (Portuguese, as the Brazilian service writes them; logged, not shown). */
const mensagens = {
  naoEncontrado: 'Usuário não encontrado.',
  dentista: 'Cadastro com CRO (dentista): não suportado.',
  crmInvalido: 'CRM inválido.',
  SUSPENSO: 'CRM suspenso no conselho regional.',
  CANCELADO: 'CRM cancelado no conselho regional.',
  NAO_ENCONTRADO: 'CRM não encontrado no registro.',
  outroEmail: 'CRM já cadastrado com outro e-mail.',
} as const;

/** What the service asks of the users module (its service, handed in by the composition root). */
export interface AuthenticatorAccounts {
  accountOfUid(uid: string): Promise<
    | {
        registrationType: RegistrationType;
        registerNumber: string | null;
        registerUf: UfCode | null;
      }
    | undefined
  >;
  emailsOfLicence(licence: { uf: UfCode; registerNumber: string }): Promise<string[]>;
}

export interface AuthenticatorServiceDeps {
  accounts: AuthenticatorAccounts;
  licences: LicencesService;
}

/** What the two ASMX-style operations answer, whether called over HTTP or in process. */
export function createAuthenticatorService({ accounts, licences }: AuthenticatorServiceDeps) {
  return {
    /**
     * The kind of user behind an `idGigya`, from the product's accounts: a dentist when registered
     * with a CRO, a doctor otherwise (every product account is a doctor's), or not found.
     */
    async recuperarTipoUsuarioGigya(
      request: RecuperarTipoUsuarioGigyaRequest,
    ): Promise<RecuperarTipoUsuarioGigyaResponse> {
      const registration = await accounts.accountOfUid(request.idGigya);
      if (!registration) {
        return {
          tipoUsuario: 'NAO_ENCONTRADO',
          idGigya: request.idGigya,
          mensagem: mensagens.naoEncontrado,
        };
      }
      const dentist = registration.registrationType === 'CRO';
      const council =
        registration.registrationType === 'other' ? undefined : registration.registrationType;
      return {
        tipoUsuario: dentist ? 'DENTISTA' : 'MEDICO',
        idGigya: request.idGigya,
        ...(council ? { tipoRegistro: council } : {}),
        ...(registration.registerNumber ? { numeroRegistro: registration.registerNumber } : {}),
        ...(registration.registerUf ? { uf: registration.registerUf } : {}),
        ...(dentist ? { mensagem: mensagens.dentista } : {}),
      };
    },

    /**
     * A doctor's CRM against the licence registry, for a pre-registration with this e-mail: valid
     * when the licence is active and no account holds it with another e-mail.
     */
    async validarCrmComPreCadastroComEmail({
      medico,
    }: ValidarCrmComPreCadastroComEmailRequest): Promise<ValidarCrmComPreCadastroComEmailResponse> {
      if (!isValidCrm(medico.crm)) {
        return { valido: false, situacao: 'NAO_ENCONTRADO', mensagem: mensagens.crmInvalido };
      }
      const registerNumber = normaliseRegisterNumber(medico.crm);
      const uf: UfCode = medico.uf;
      const licence = await licences.lookup(registerNumber, uf);
      const situacao: SituacaoCrm = situacaoFromCrmStatus(licence.status);
      const holder = {
        ...(licence.name ? { nome: licence.name } : {}),
        ...(licence.specialty ? { especialidade: licence.specialty } : {}),
      };
      if (situacao !== 'ATIVO') {
        return { valido: false, situacao, mensagem: mensagens[situacao], ...holder };
      }
      const emails = await accounts.emailsOfLicence({ uf, registerNumber });
      if (emails.some((email) => email.toLowerCase() !== medico.email)) {
        return { valido: false, situacao, mensagem: mensagens.outroEmail, ...holder };
      }
      return { valido: true, situacao, ...holder };
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
