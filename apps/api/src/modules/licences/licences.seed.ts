import type { Seed } from '../../platform/seed/seed.ts';
import type { LicenceRecord } from './licences.repository.ts';
import { seedLicences } from './licences.service.ts';

/**
 * Demo licences of the embedded registry (README "Demo accounts"). The demo doctors' own CRMs are
 * active; 123456/SP is active and free, for trying a registration (and the end-to-end test), as
 * are eight more the end-to-end journeys' new Brazilian doctors take (e2e/support/fresh-doctor.ts);
 * 222222/RJ is suspended and 333333/MG cancelled; 555555 exists in two UFs (cancelled in BA,
 * active in PE), to show checkCRM without a UF.
 */
export const demoLicences: readonly LicenceRecord[] = [
  {
    uf: 'SP',
    registerNumber: '104233',
    holderName: 'Rafael Almeida Costa',
    specialty: 'CARDIOLOGIA',
    status: 'active',
  },
  {
    uf: 'RJ',
    registerNumber: '087512',
    holderName: 'Beatriz Nogueira Lima',
    specialty: 'ONCOLOGIA CLÍNICA',
    status: 'active',
  },
  {
    uf: 'SP',
    registerNumber: '123456',
    holderName: 'Joana Teste',
    specialty: 'CLÍNICA MÉDICA',
    status: 'active',
  },
  {
    uf: 'MG',
    registerNumber: '045120',
    holderName: 'Lucas Ferreira Rocha',
    specialty: 'PNEUMOLOGIA',
    status: 'active',
  },
  {
    uf: 'RS',
    registerNumber: '031877',
    holderName: 'Fernanda Schmidt',
    specialty: 'GINECOLOGIA E OBSTETRÍCIA',
    status: 'active',
  },
  {
    uf: 'PR',
    registerNumber: '058341',
    holderName: 'Gabriel Moreira Teixeira',
    specialty: 'ORTOPEDIA E TRAUMATOLOGIA',
    status: 'active',
  },
  {
    uf: 'BA',
    registerNumber: '072690',
    holderName: 'Larissa Andrade Pires',
    specialty: 'DERMATOLOGIA',
    status: 'active',
  },
  {
    uf: 'SC',
    registerNumber: '019254',
    holderName: 'Thiago Barbosa Reis',
    specialty: 'ENDOCRINOLOGIA E METABOLOGIA',
    status: 'active',
  },
  {
    uf: 'GO',
    registerNumber: '036718',
    holderName: 'Camila Duarte Farias',
    specialty: 'PSIQUIATRIA',
    status: 'active',
  },
  {
    uf: 'CE',
    registerNumber: '024583',
    holderName: 'Rodrigo Mendes Araújo',
    specialty: 'NEFROLOGIA',
    status: 'active',
  },
  {
    uf: 'PA',
    registerNumber: '013962',
    holderName: 'Aline Cardoso Lopes',
    specialty: 'REUMATOLOGIA',
    status: 'active',
  },
  {
    uf: 'RJ',
    registerNumber: '222222',
    holderName: 'Carlos Eduardo Prado',
    specialty: 'CLÍNICA MÉDICA',
    status: 'suspended',
  },
  {
    uf: 'MG',
    registerNumber: '333333',
    holderName: 'Márcia Vieira Campos',
    specialty: 'PEDIATRIA',
    status: 'cancelled',
  },
  {
    uf: 'BA',
    registerNumber: '555555',
    holderName: 'Antônio Souza Santos',
    specialty: 'NEUROLOGIA',
    status: 'cancelled',
  },
  {
    uf: 'PE',
    registerNumber: '555555',
    holderName: 'Helena Barros Cavalcanti',
    specialty: 'OFTALMOLOGIA',
    status: 'active',
  },
];

export const licencesDemoSeed: Seed = {
  name: 'demo-licences@2',
  kind: 'demo',
  run: (tx) => seedLicences(tx, demoLicences),
};
