import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { registrationDefaults, registrationRequestSchema } from '@pulso/contracts/registration';
import {
  startHarness,
  type Harness,
} from '../../medical-information/testing/medical-information-harness.ts';
import { createProductAccount, termsVersionFor } from '../../users/product-accounts.service.ts';
import { sequence } from '../../../testing/sequence.ts';

/** The demo accounts the back-office tests act as (the seeds' uids). */
export const staffPeople = {
  doctor: 'demo-mx',
  doctorBr: 'demo-br',
  medinfo: 'medinfo-mx',
  editorMx: 'staff-editor-mx',
  revisorMx: 'staff-revisor-mx',
  editorBr: 'staff-editor-br',
  revisorBr: 'staff-revisor-br',
  admin: 'staff-admin',
  eventsMx: 'staff-events-mx',
} as const;
export type Who = keyof typeof staffPeople;

const nextAccountNumber = sequence(8_000_000);

/**
 * A file's app with every staff account signed in, on a clock the test moves (`clock.ms`), and
 * uploads in a folder of its own; plus the calls most back-office tests make.
 */
export function useStaffHarness() {
  const clock = { ms: Date.now() };
  const tokens: Record<string, string> = {};
  let harness: Harness | undefined;
  let mediaDir = '';

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'pulso-backoffice-media-'));
    harness = await startHarness({ MEDIA_DIR: mediaDir }, [], { now: () => new Date(clock.ms) });
    for (const [who, uid] of Object.entries(staffPeople)) tokens[who] = await harness.signIn(uid);
  }, 400_000);
  afterAll(async () => {
    await harness?.t.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const as = (who: Who) => ({ token: tokens[who]!, country: 'mx' as CountryCode });

  const draft = (title: string, countries: CountryCode[]) => ({
    title,
    synopsis: 'Resumen del ítem <script>alert(1)</script>',
    mainCluster: 'to_read',
    categoryId: 'cardiology',
    countries,
    language: countries.includes('br') ? 'pt-br' : 'es',
    content: {
      // What doctors read: an item without it is refused review (missingParts).
      content: { kind: 'html', html: '<p>Texto del ítem.</p>' },
      additionalInformation: '<p>Más información</p><script>alert(1)</script>',
    },
  });

  return {
    clock,
    as,
    draft,
    get h(): Harness {
      return harness!;
    },
    /** A new item's id, created as `who`. */
    async create(who: Who, title: string, countries: CountryCode[]): Promise<string> {
      const response = await harness!.api.post(
        '/api/backoffice/contents',
        draft(title, countries),
        as(who),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    },
    /**
     * A Mexican account of its own, without grants, signed in: `id` for the staff endpoints,
     * `auth` for its calls. Its name is `firstName Cuenta`.
     */
    async newAccount(firstName: string) {
      const uid = `staff-new-${randomUUID()}`;
      const body = registrationRequestSchema.parse({
        ...registrationDefaults('mx'),
        treatment: 'Dra.',
        state: 'Jalisco',
        identityDocumentOrMedicalCollegiate: String(nextAccountNumber()),
        specialty: 'Cardiología',
        idGigya: uid,
        UIDSignature: 'bmV3',
        signatureTimestamp: '0',
        name: `${firstName} Cuenta`,
        email: `${uid}@pulso.example`,
        iamDoctor: true,
      });
      const db = harness!.t.app.database.db;
      const id = await db.transaction(async (tx) =>
        createProductAccount(tx, {
          body,
          firstName,
          lastName: 'Cuenta',
          termsVersion: await termsVersionFor(tx, 'mx'),
          at: new Date(clock.ms),
        }),
      );
      const token = await harness!.signIn(uid);
      return { id, email: body.email, auth: { token, country: 'mx' as CountryCode } };
    },
    /** An approval valid from a minute ago to `minutes` ahead on the test's clock. */
    approval: (minutes: number) => ({
      approvalCode: 'MX-2026-0042',
      validFrom: new Date(clock.ms - 60_000).toISOString(),
      validTo: new Date(clock.ms + minutes * 60_000).toISOString(),
    }),
  };
}
