import { grant } from './staff-roles.ts';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import {
  registrationDefaults,
  registrationRequestSchema,
  type RegistrationRequestInput,
} from '@pulso/contracts/registration';
import type { Transaction } from '../../platform/db/database.ts';
import type { Seed } from '../../platform/seed/seed.ts';
import { createProductAccount, termsVersionFor } from './product-accounts.service.ts';

/**
 * The demo product accounts (README "Demo accounts"). The embedded identity provider seeds the
 * identity side with the same UIDs and e-mails, all with the password `Pulso!2026`. The Brazilian
 * doctors' CRMs are active in the demo licence registry (licences.seed.ts).
 */
interface DemoUser {
  firstName: string;
  lastName: string;
  body: Omit<
    RegistrationRequestInput,
    | 'idGigya'
    | 'UIDSignature'
    | 'signatureTimestamp'
    | 'name'
    | 'country'
    | 'region'
    | 'language'
    | 'timezone'
    | 'iamDoctor'
  >;
  preferences: SpecialtyArea[];
  canAccessSpeakerTraining?: boolean;
  dentist?: boolean;
  roles?: string[];
}

const demoUsers: Record<string, { country: CountryCode } & DemoUser> = {
  'demo-mx': {
    country: 'mx',
    firstName: 'María Fernanda',
    lastName: 'López Hernández',
    body: {
      email: 'demo.mx@pulso.example',
      treatment: 'Dra.',
      state: 'Jalisco',
      identityDocumentOrMedicalCollegiate: '7654321',
      salesRepresentativeCode: 'MX12AB',
      specialty: 'Cardiología',
      phone: '33 1234 5678',
      receivePromotional: true,
    },
    preferences: ['cardiology', 'womens-health'],
  },
  'demo-ar': {
    country: 'ar',
    firstName: 'Julián',
    lastName: 'Pérez',
    body: {
      email: 'demo.ar@pulso.example',
      state: 'Córdoba',
      nationalRegistration: '123456',
      provincialEnrollment: '30123',
      specialty: 'Clínica médica',
      phone: '+54 351 555 1234',
    },
    preferences: ['cardiology'],
  },
  'demo-cl': {
    country: 'cl',
    firstName: 'Camila',
    lastName: 'Rojas Soto',
    body: {
      email: 'demo.cl@pulso.example',
      state: 'Metropolitana de Santiago',
      RUT: '12.345.678-5',
      specialty: 'Medicina interna',
      phone: '+56 9 8765 4321',
    },
    preferences: ['pneumology', 'cardiology'],
  },
  'demo-cr': {
    country: 'cr',
    firstName: 'Andrés',
    lastName: 'Mora Jiménez',
    body: {
      email: 'demo.cr@pulso.example',
      identityDocumentOrMedicalCollegiate: '4567',
      specialty: 'Medicina general',
      phone: '8888-1234',
    },
    preferences: ['womens-health'],
  },
  'demo-co': {
    country: 'co',
    firstName: 'Valentina',
    lastName: 'Gómez Restrepo',
    body: {
      email: 'demo.co@pulso.example',
      identityDocumentOrMedicalCollegiate: '1020304050',
      specialty: 'Cardiología',
      phone: '+57 300 123 4567',
    },
    preferences: ['cardiology', 'hematology'],
  },
  'demo-pe': {
    country: 'pe',
    firstName: 'Diego',
    lastName: 'Quispe Mamani',
    body: {
      email: 'demo.pe@pulso.example',
      identityDocumentOrMedicalCollegiate: '054321',
      specialty: 'Oncología médica',
      phone: '+51 987 654 321',
    },
    preferences: ['oncology'],
  },
  'demo-br': {
    country: 'br',
    firstName: 'Rafael',
    lastName: 'Almeida Costa',
    body: {
      email: 'demo.br@pulso.example',
      registerUf: 'SP',
      registerNumber: '104233',
      specialty: 'CARDIOLOGIA',
      phone: '(11) 98765-4321',
      readAcceptTerms: true,
      receivePromotional: true,
      registerType: 'CRM',
    },
    preferences: ['cardiology', 'oncology'],
  },
  'speaker-br': {
    country: 'br',
    firstName: 'Beatriz',
    lastName: 'Nogueira Lima',
    body: {
      email: 'speaker.br@pulso.example',
      registerUf: 'RJ',
      registerNumber: '087512',
      specialty: 'ONCOLOGIA CLÍNICA',
      phone: '(21) 99876-5432',
      readAcceptTerms: true,
      registerType: 'CRM',
    },
    preferences: ['oncology', 'hematology'],
    canAccessSpeakerTraining: true,
  },
  'dentista-br': {
    country: 'br',
    firstName: 'Paulo',
    lastName: 'Mendes',
    body: {
      email: 'dentista.br@pulso.example',
      registerUf: 'MG',
      registerNumber: '045678',
      specialty: 'OUTRA',
      phone: '(31) 3222-1100',
      readAcceptTerms: true,
      // Registered before dentists were refused; the schema would refuse CRO now.
      registerType: 'CRM',
    },
    preferences: [],
    dentist: true,
  },
};

/**
 * The demo medical-information team: one account per regional group (spec §1), each seeing the
 * cases of its group's countries (modules/medical-information/team.service.ts).
 */
const teamRoles = (countries: CountryCode[]) => grant('medical-information', countries);
const demoTeam: Record<string, { country: CountryCode } & DemoUser> = {
  'medinfo-mx': {
    country: 'mx',
    firstName: 'Lucía',
    lastName: 'Ramírez Ortega',
    body: {
      email: 'medinfo.mx@pulso.example',
      treatment: 'Dra.',
      state: 'Ciudad de México',
      identityDocumentOrMedicalCollegiate: '8765432',
      specialty: 'Medicina interna',
      phone: '55 1234 5678',
    },
    preferences: [],
    roles: teamRoles(['mx']),
  },
  'medinfo-conosur': {
    country: 'ar',
    firstName: 'Sofía',
    lastName: 'Martínez',
    body: {
      email: 'medinfo.conosur@pulso.example',
      state: 'Ciudad Autónoma de Buenos Aires',
      nationalRegistration: '654321',
      provincialEnrollment: '40123',
      specialty: 'Clínica médica',
      phone: '+54 11 5555 1234',
    },
    preferences: [],
    roles: teamRoles(['ar', 'cl']),
  },
  'medinfo-paca': {
    country: 'co',
    firstName: 'Mateo',
    lastName: 'Vargas Castro',
    body: {
      email: 'medinfo.paca@pulso.example',
      identityDocumentOrMedicalCollegiate: '5060708090',
      specialty: 'Medicina interna',
      phone: '+57 301 765 4321',
    },
    preferences: [],
    roles: teamRoles(['cr', 'co', 'pe']),
  },
  'medinfo-br': {
    country: 'br',
    firstName: 'Helena',
    lastName: 'Souza Carvalho',
    body: {
      email: 'medinfo.br@pulso.example',
      registerUf: 'SP',
      registerNumber: '118240',
      specialty: 'CLÍNICA MÉDICA',
      phone: '(11) 97654-3210',
      readAcceptTerms: true,
      registerType: 'CRM',
    },
    preferences: [],
    roles: teamRoles(['br']),
  },
};

/** The demo back-office staff (issue 17): README lists them. */
function staffMember(
  country: CountryCode,
  firstName: string,
  lastName: string,
  email: string,
  roles: string[],
): { country: CountryCode } & DemoUser {
  const doctor = country === 'br' ? demoTeam['medinfo-br'] : demoTeam['medinfo-mx'];
  return {
    ...doctor!,
    country,
    firstName,
    lastName,
    body: {
      ...doctor!.body,
      email,
      // A register number of its own (the staff's accounts are not doctors' duplicates).
      ...(country === 'br'
        ? { registerNumber: String(200000 + email.length * 97) }
        : { identityDocumentOrMedicalCollegiate: String(7000000 + email.length * 97) }),
    },
    roles,
  };
}
const demoStaff: Record<string, { country: CountryCode } & DemoUser> = {
  'staff-admin': staffMember('mx', 'Ana', 'Admin', 'admin@pulso.example', grant('admin', ['*'])),
  'staff-editor-mx': staffMember(
    'mx',
    'Elena',
    'Editora MX',
    'editor.mx@pulso.example',
    grant('editor', ['mx']),
  ),
  'staff-revisor-mx': staffMember(
    'mx',
    'Raúl',
    'Revisor MX',
    'revisor.mx@pulso.example',
    grant('reviewer', ['mx']),
  ),
  'staff-editor-br': staffMember(
    'br',
    'Eduarda',
    'Editora BR',
    'editor.br@pulso.example',
    grant('editor', ['br']),
  ),
  'staff-revisor-br': staffMember(
    'br',
    'Rafael',
    'Revisor BR',
    'revisor.br@pulso.example',
    grant('reviewer', ['br']),
  ),
};

/** The demo events manager (the back office's events section), a seed of its own. */
const demoEventsStaff: Record<string, { country: CountryCode } & DemoUser> = {
  'staff-events-mx': staffMember(
    'mx',
    'Eva',
    'Eventos MX',
    'gestor.eventos.mx@pulso.example',
    grant('events-manager', ['mx']),
  ),
};

/** The demo accounts' UIDs (`demo-<cc>`, `speaker-br`, `dentista-br`, `medinfo-<region>`). */
export const demoUserUids = [
  ...Object.keys(demoUsers),
  ...Object.keys(demoTeam),
  ...Object.keys(demoStaff),
  ...Object.keys(demoEventsStaff),
];

async function createDemoAccounts(
  tx: Transaction,
  accounts: Record<string, { country: CountryCode } & DemoUser>,
): Promise<void> {
  // Registered a while ago, as demo accounts would have been.
  const at = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
  for (const [uid, demo] of Object.entries(accounts)) {
    const body = registrationRequestSchema.parse({
      ...registrationDefaults(demo.country),
      ...demo.body,
      idGigya: uid,
      UIDSignature: 'ZGVtbw==',
      signatureTimestamp: '0',
      name: `${demo.firstName} ${demo.lastName}`,
      iamDoctor: true,
    });
    await createProductAccount(tx, {
      body,
      firstName: demo.firstName,
      lastName: demo.lastName,
      termsVersion: await termsVersionFor(tx, demo.country),
      at,
      overrides: {
        preferences: demo.preferences,
        canAccessSpeakerTraining: demo.canAccessSpeakerTraining ?? false,
        roles: demo.roles ?? [],
        ...(demo.dentist ? { registrationType: 'CRO' as const } : {}),
      },
    });
  }
}

export const usersDemoSeed: Seed = {
  name: 'demo-users@1',
  kind: 'demo',
  run: (tx) => createDemoAccounts(tx, demoUsers),
};

/** A seed of its own, so that databases seeded before the team existed get it too. */
export const medicalInformationTeamDemoSeed: Seed = {
  name: 'demo-medical-information-team@1',
  kind: 'demo',
  run: (tx) => createDemoAccounts(tx, demoTeam),
};

export const backofficeStaffDemoSeed: Seed = {
  name: 'demo-backoffice-staff@1',
  kind: 'demo',
  run: (tx) => createDemoAccounts(tx, demoStaff),
};

/** A seed of its own, so that databases seeded before it get the events manager too. */
export const backofficeEventsStaffDemoSeed: Seed = {
  name: 'demo-backoffice-events-staff@1',
  kind: 'demo',
  run: (tx) => createDemoAccounts(tx, demoEventsStaff),
};
