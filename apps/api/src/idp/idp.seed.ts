import type { CountryCode } from '@pulso/contracts/country';
import type { Seed } from '../platform/seed/seed.ts';
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

export const idpDemoSeed: Seed = {
  name: 'idp-demo-accounts@1',
  kind: 'demo',
  async run(tx) {
    // One hash (one salt) for all: the demo password is public anyway, and scrypt is slow.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const at = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
    await insertMissingAccounts(
      tx,
      demoIdentities.map((identity) => ({
        ...identity,
        passwordHash,
        lang: null,
        emailVerified: true,
        isRegistered: true,
        at,
      })),
    );
  },
};
