import { describe, expect, it } from 'vitest';
import {
  authenticatorPaths,
  crmStatusFromSituacao,
  recuperarTipoUsuarioGigyaRequestSchema,
  recuperarTipoUsuarioGigyaResponseSchema,
  situacaoFromCrmStatus,
  situacoesCrm,
  validarCrmComPreCadastroComEmailRequestSchema,
  validarCrmComPreCadastroComEmailResponseSchema,
} from './authenticator.ts';

describe('authenticator service (spec §7)', () => {
  it('has the spec paths', () => {
    expect(authenticatorPaths.recuperarTipoUsuarioGigya).toBe(
      '/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya',
    );
    expect(authenticatorPaths.validarCrmComPreCadastroComEmail).toBe(
      '/servicos/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail',
    );
  });

  it('RecuperarTipoUsuarioGigya takes appId and idGigya and answers the user type', () => {
    expect(recuperarTipoUsuarioGigyaRequestSchema.parse({ appId: 'pulso', idGigya: 'u1' })).toEqual(
      { appId: 'pulso', idGigya: 'u1' },
    );
    expect(
      recuperarTipoUsuarioGigyaRequestSchema.safeParse({ appId: '', idGigya: 'u1' }).error
        ?.issues[0]?.message,
    ).toBe('validation.required');
    expect(
      recuperarTipoUsuarioGigyaResponseSchema.parse({
        tipoUsuario: 'DENTISTA',
        idGigya: 'u1',
        tipoRegistro: 'CRO',
        numeroRegistro: '12345',
        uf: 'SP',
      }),
    ).toMatchObject({ tipoUsuario: 'DENTISTA', tipoRegistro: 'CRO' });
    expect(
      recuperarTipoUsuarioGigyaResponseSchema.safeParse({ tipoUsuario: 'ADMIN', idGigya: 'u1' })
        .success,
    ).toBe(false);
  });

  it('ValidarCRMComPreCadastroComEmail takes the doctor and answers valido and situacao', () => {
    expect(
      validarCrmComPreCadastroComEmailRequestSchema.parse({
        medico: { crm: '123456', uf: 'sp', email: 'Ana@Example.com', nome: 'Ana Souza' },
      }),
    ).toEqual({ medico: { crm: '123456', uf: 'SP', email: 'ana@example.com', nome: 'Ana Souza' } });
    expect(
      validarCrmComPreCadastroComEmailRequestSchema
        .safeParse({ medico: { crm: '', uf: 'XX', email: 'x' } })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .sort(),
    ).toEqual([
      'medico.crm: validation.required',
      'medico.email: validation.email.invalid',
      'medico.uf: validation.uf.invalid',
    ]);
    expect(
      validarCrmComPreCadastroComEmailResponseSchema.parse({
        valido: false,
        situacao: 'SUSPENSO',
        mensagem: 'CRM suspenso',
      }),
    ).toMatchObject({ valido: false, situacao: 'SUSPENSO' });
  });

  it("maps the service's situacao to the checkCRM status and back", () => {
    expect(crmStatusFromSituacao('ATIVO')).toBe('active');
    expect(crmStatusFromSituacao('SUSPENSO')).toBe('suspended');
    expect(crmStatusFromSituacao('CANCELADO')).toBe('cancelled');
    expect(crmStatusFromSituacao('NAO_ENCONTRADO')).toBe('unknown');
    for (const situacao of situacoesCrm) {
      expect(situacaoFromCrmStatus(crmStatusFromSituacao(situacao))).toBe(situacao);
    }
  });
});
