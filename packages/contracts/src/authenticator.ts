import { z } from 'zod';
import { ufCodes } from './brazilian-states.ts';
import type { CrmStatus } from './users.ts';
import {
  emailSchema,
  missingOrInvalid,
  objectError,
  optionalParameter,
  requiredText,
  validationMessages as m,
  requestString,
} from './validation.ts';

/**
 * The Brazil authenticator service (spec §7), at `/authenticator/servicos/...`, called server to
 * server with basic auth (its credentials never reach the browser).
 *
 * The spec gives the two paths and the request fields `appId` and `idGigya`; it gives neither
 * the doctor payload's fields nor any answer. The names below are ours, in Portuguese as a
 * Brazilian ASMX service names them. Answers are plain JSON objects (an ASP.NET script service
 * would wrap them in `{ "d": … }`; an adapter for such a service unwraps that before parsing).
 */

export const authenticatorPaths = {
  recuperarTipoUsuarioGigya: '/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya',
  validarCrmComPreCadastroComEmail: '/servicos/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail',
} as const;

/** `POST servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya`. */
export const recuperarTipoUsuarioGigyaRequestSchema = z.object(
  {
    /** The calling application's id. */
    appId: requiredText(100),
    idGigya: requiredText(128),
  },
  objectError,
);
export type RecuperarTipoUsuarioGigyaRequest = z.infer<
  typeof recuperarTipoUsuarioGigyaRequestSchema
>;

/** The kind of user: a doctor (CRM), a dentist (CRO, refused), other, or no such user. */
export const tiposUsuario = ['MEDICO', 'DENTISTA', 'OUTRO', 'NAO_ENCONTRADO'] as const;
export const tipoUsuarioSchema = z.enum(tiposUsuario);
export type TipoUsuario = z.infer<typeof tipoUsuarioSchema>;

export const recuperarTipoUsuarioGigyaResponseSchema = z.object({
  tipoUsuario: tipoUsuarioSchema,
  idGigya: z.string(),
  /** The council registration the account was made with, when there is one. */
  tipoRegistro: z.enum(['CRM', 'CRO']).optional(),
  numeroRegistro: z.string().optional(),
  uf: z.enum(ufCodes).optional(),
  mensagem: z.string().optional(),
});
export type RecuperarTipoUsuarioGigyaResponse = z.infer<
  typeof recuperarTipoUsuarioGigyaResponseSchema
>;

/** The doctor of `ValidarCRMComPreCadastroComEmail`. */
export const medicoSchema = z.object(
  {
    crm: requiredText(20),
    uf: requestString(missingOrInvalid)
      .trim()
      .toUpperCase()
      .pipe(z.enum(ufCodes, { error: m.ufInvalid })),
    email: emailSchema,
    nome: optionalParameter(200),
  },
  objectError,
);
export type Medico = z.infer<typeof medicoSchema>;

/** `POST servicos/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail`: the ASMX method's parameter `medico`. */
export const validarCrmComPreCadastroComEmailRequestSchema = z.object(
  { medico: medicoSchema },
  objectError,
);
export type ValidarCrmComPreCadastroComEmailRequest = z.infer<
  typeof validarCrmComPreCadastroComEmailRequestSchema
>;

/** The licence's standing in the registry. */
export const situacoesCrm = ['ATIVO', 'SUSPENSO', 'CANCELADO', 'NAO_ENCONTRADO'] as const;
export const situacaoCrmSchema = z.enum(situacoesCrm);
export type SituacaoCrm = z.infer<typeof situacaoCrmSchema>;

export const validarCrmComPreCadastroComEmailResponseSchema = z.object({
  /** True when the licence is active and may pre-register with this e-mail. */
  valido: z.boolean(),
  situacao: situacaoCrmSchema,
  mensagem: z.string().optional(),
  nome: z.string().optional(),
  especialidade: z.string().optional(),
});
export type ValidarCrmComPreCadastroComEmailResponse = z.infer<
  typeof validarCrmComPreCadastroComEmailResponseSchema
>;

const statusOfSituacao = {
  ATIVO: 'active',
  SUSPENSO: 'suspended',
  CANCELADO: 'cancelled',
  NAO_ENCONTRADO: 'unknown',
} as const satisfies Record<SituacaoCrm, CrmStatus>;

/** The product API's licence status (checkCRM) for the service's `situacao`. */
export function crmStatusFromSituacao(situacao: SituacaoCrm): CrmStatus {
  return statusOfSituacao[situacao];
}

/** The service's `situacao` for a licence status of the registry. */
export function situacaoFromCrmStatus(status: CrmStatus): SituacaoCrm {
  const found = situacoesCrm.find((situacao) => statusOfSituacao[situacao] === status);
  return found ?? 'NAO_ENCONTRADO';
}
