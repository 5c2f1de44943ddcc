import type { CountryCode } from '@pulso/contracts/country';
import type { Transaction } from '../../../platform/db/database.ts';
import type { Seed } from '../../../platform/seed/seed.ts';
import { insertMissingAccounts } from './idp.repository.ts';
import { hashPassword } from './password-hash.ts';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Pulso!2026';

/**
 * The identity side of the demo accounts. The UIDs are fixed so that the product's demo seed
 * (modules/users/users.seed.ts) meets them; names and e-mails are the same on both sides.
 */
export const demoIdentities: readonly {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  country: CountryCode;
}[] = [
  {
    uid: 'demo-mx',
    email: 'demo.mx@pulso.example',
    firstName: 'María Fernanda',
    lastName: 'López Hernández',
    country: 'mx',
  },
  {
    uid: 'demo-ar',
    email: 'demo.ar@pulso.example',
    firstName: 'Julián',
    lastName: 'Pérez',
    country: 'ar',
  },
  {
    uid: 'demo-cl',
    email: 'demo.cl@pulso.example',
    firstName: 'Camila',
    lastName: 'Rojas Soto',
    country: 'cl',
  },
  {
    uid: 'demo-cr',
    email: 'demo.cr@pulso.example',
    firstName: 'Andrés',
    lastName: 'Mora Jiménez',
    country: 'cr',
  },
  {
    uid: 'demo-co',
    email: 'demo.co@pulso.example',
    firstName: 'Valentina',
    lastName: 'Gómez Restrepo',
    country: 'co',
  },
  {
    uid: 'demo-pe',
    email: 'demo.pe@pulso.example',
    firstName: 'Diego',
    lastName: 'Quispe Mamani',
    country: 'pe',
  },
  {
    uid: 'demo-br',
    email: 'demo.br@pulso.example',
    firstName: 'Rafael',
    lastName: 'Almeida Costa',
    country: 'br',
  },
  {
    uid: 'speaker-br',
    email: 'speaker.br@pulso.example',
    firstName: 'Beatriz',
    lastName: 'Nogueira Lima',
    country: 'br',
  },
  {
    uid: 'dentista-br',
    email: 'dentista.br@pulso.example',
    firstName: 'Paulo',
    lastName: 'Mendes',
    country: 'br',
  },
];

/** The identity side of the demo medical-information team (users.seed.ts `demoTeam`). */
export const demoTeamIdentities: readonly (typeof demoIdentities)[number][] = [
  {
    uid: 'medinfo-mx',
    email: 'medinfo.mx@pulso.example',
    firstName: 'Lucía',
    lastName: 'Ramírez Ortega',
    country: 'mx',
  },
  {
    uid: 'medinfo-conosur',
    email: 'medinfo.conosur@pulso.example',
    firstName: 'Sofía',
    lastName: 'Martínez',
    country: 'ar',
  },
  {
    uid: 'medinfo-paca',
    email: 'medinfo.paca@pulso.example',
    firstName: 'Mateo',
    lastName: 'Vargas Castro',
    country: 'co',
  },
  {
    uid: 'medinfo-br',
    email: 'medinfo.br@pulso.example',
    firstName: 'Helena',
    lastName: 'Souza Carvalho',
    country: 'br',
  },
];

/** The identity side of the demo back-office staff (users.seed.ts `demoStaff`). */
export const demoStaffIdentities: readonly (typeof demoIdentities)[number][] = [
  {
    uid: 'staff-admin',
    email: 'admin@pulso.example',
    firstName: 'Ana',
    lastName: 'Admin',
    country: 'mx',
  },
  {
    uid: 'staff-editor-mx',
    email: 'editor.mx@pulso.example',
    firstName: 'Elena',
    lastName: 'Editora MX',
    country: 'mx',
  },
  {
    uid: 'staff-revisor-mx',
    email: 'revisor.mx@pulso.example',
    firstName: 'Raúl',
    lastName: 'Revisor MX',
    country: 'mx',
  },
  {
    uid: 'staff-editor-br',
    email: 'editor.br@pulso.example',
    firstName: 'Eduarda',
    lastName: 'Editora BR',
    country: 'br',
  },
  {
    uid: 'staff-revisor-br',
    email: 'revisor.br@pulso.example',
    firstName: 'Rafael',
    lastName: 'Revisor BR',
    country: 'br',
  },
];

async function insertDemoIdentities(
  tx: Transaction,
  identities: readonly (typeof demoIdentities)[number][],
): Promise<void> {
  // One hash (one salt) for all: the demo password is public anyway, and scrypt is slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
  await insertMissingAccounts(
    tx,
    identities.map((identity) => ({
      ...identity,
      passwordHash,
      lang: null,
      emailVerified: true,
      isRegistered: true,
      at,
    })),
  );
}

export const idpDemoSeed: Seed = {
  name: 'idp-demo-accounts@1',
  kind: 'demo',
  run: (tx) => insertDemoIdentities(tx, demoIdentities),
};

/** A seed of its own, so that databases seeded before the team existed get it too. */
export const idpDemoTeamSeed: Seed = {
  name: 'idp-demo-medical-information-team@1',
  kind: 'demo',
  run: (tx) => insertDemoIdentities(tx, demoTeamIdentities),
};

/** The demo back-office staff (issue 17). */
export const idpDemoStaffSeed: Seed = {
  name: 'idp-demo-backoffice-staff@1',
  kind: 'demo',
  run: (tx) => insertDemoIdentities(tx, demoStaffIdentities),
};

/** The demo events manager (users.seed.ts `demoEventsStaff`). */
export const idpDemoEventsStaffSeed: Seed = {
  name: 'idp-demo-backoffice-events-staff@1',
  kind: 'demo',
  run: (tx) =>
    insertDemoIdentities(tx, [
      {
        uid: 'staff-events-mx',
        email: 'gestor.eventos.mx@pulso.example',
        firstName: 'Eva',
        lastName: 'Eventos MX',
        country: 'mx',
      },
    ]),
};
