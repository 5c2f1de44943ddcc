import type { UfCode } from '@pulso/contracts/brazilian-states';
import {
  DOCFINDER_MAX_OFFICES,
  DOCFINDER_PAGE_SIZE,
  docfinderProblemCodes,
  docfinderSpecialties,
  docfinderSpecialtyName,
  type CepAddress,
  type DocfinderLanguage,
  type DocfinderMunicipalitiesResponse,
  type DocfinderProfile,
  type DocfinderResult,
  type DocfinderSearchQuery,
  type DocfinderSearchResponse,
  type DocfinderSpecialtiesResponse,
  type ListedSpecialty,
  type MyListing,
  type Office,
  type OfficeRequest,
  type OptInRequest,
} from '@pulso/contracts/docfinder';
import { NotFoundError } from '../../errors.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { createPeopleService } from '../users/people.service.ts';
import type { CepLookup } from './cep-lookup.ts';
import {
  CepUnknownError,
  DentistNotListableError,
  NotEligibleError,
  NotListedError,
  TooManyOfficesError,
} from './docfinder.errors.ts';
import {
  countOffices,
  deleteListingOfUser,
  deleteOffice,
  findListingOfUser,
  findPublicListing,
  insertOffice,
  licenceStatusOf,
  officesOf,
  touchListing,
  updateOffice,
  upsertListing,
  type ListingRecord,
  type OfficeRecord,
  type OfficeValues,
  type StoredSpecialty,
} from './docfinder.repository.ts';
import { searchListings, type FoundListing } from './docfinder-search.repository.ts';
import {
  findListingForStaff,
  findListingsForStaff,
  setListingHidden,
} from './docfinder-staff.repository.ts';
import { municipalitiesOf, municipalityByCode, municipalityPoint } from './municipalities.ts';

type People = Pick<ReturnType<typeof createPeopleService>, 'doctorOf'>;

/** Metres → kilometres rounded to 0.1. */
const km = (metres: number) => Math.round(metres / 100) / 10;

function toOffice(record: OfficeRecord): Office {
  return {
    id: record.id,
    cep: record.cep,
    street: record.street,
    number: record.number,
    ...(record.complement ? { complement: record.complement } : {}),
    district: record.district,
    uf: record.uf,
    municipalityCode: record.municipalityCode,
    municipalityName: municipalityByCode(record.municipalityCode)?.name ?? record.municipalityCode,
    phones: record.phones,
    telemedicine: record.telemedicine,
    hours: record.hours,
    location: { lat: record.lat, lng: record.lng, precision: 'municipality' },
    ...(record.distance === undefined ? {} : { distanceKm: km(record.distance) }),
  };
}

const toSpecialties = (stored: readonly StoredSpecialty[]): ListedSpecialty[] =>
  stored.map((s) => ({ code: s.code, name: docfinderSpecialtyName(s.code) ?? s.code, rqe: s.rqe }));

function toResult(
  listing: Pick<FoundListing, 'id' | 'country' | 'name' | 'uf' | 'registerNumber' | 'specialties'>,
  offices: readonly OfficeRecord[],
  distance?: number | null,
): DocfinderResult {
  return {
    id: listing.id,
    country: listing.country,
    name: listing.name,
    crm: listing.registerNumber,
    uf: listing.uf,
    specialties: toSpecialties(listing.specialties),
    offices: offices.map(toOffice),
    ...(distance === null || distance === undefined ? {} : { distanceKm: km(distance) }),
  };
}

function toProfile(listing: ListingRecord, offices: readonly OfficeRecord[]): DocfinderProfile {
  return {
    ...toResult(listing, offices),
    languages: listing.languages as DocfinderLanguage[],
    updatedAt: listing.updatedAt.toISOString(),
  };
}

function officeValues(body: OfficeRequest): OfficeValues {
  const point = municipalityPoint(body.municipalityCode);
  return {
    cep: body.cep,
    street: body.street,
    number: body.number,
    complement: body.complement ?? null,
    district: body.district,
    uf: body.uf,
    municipalityCode: body.municipalityCode,
    phones: body.phones,
    telemedicine: body.telemedicine,
    hours: body.hours,
    lat: point.lat,
    lng: point.lng,
  };
}

const addressNotFound = () =>
  new NotFoundError(docfinderProblemCodes.addressNotFound, 'You have no office with this id.');

/**
 * The doctor finder (issue 15): the public search and profiles, and a doctor's own listing.
 * Only Brazilian doctors with a CRM can list (dentists cannot); a listing is public while its
 * CRM + UF is active in the licence registry (read at every search, docs/decisions/037).
 */
export function createDocfinderService({
  db,
  people,
  cep: cepLookup,
}: {
  db: Database;
  people: People;
  cep: CepLookup;
}) {
  /** Who may list: the account's name and CRM, or why not. */
  async function eligibilityOf(userId: string) {
    const doctor = await people.doctorOf(userId);
    if (!doctor) throw new NotFoundError('users.not_registered', 'The account no longer exists.');
    const reason: MyListing['ineligibleReason'] =
      doctor.registrationType === 'CRO'
        ? 'dentist'
        : doctor.country !== 'br'
          ? 'not-brazil'
          : !doctor.registerUf || !doctor.registerNumber || doctor.registrationType !== 'CRM'
            ? 'no-crm'
            : undefined;
    return { doctor, reason };
  }

  async function myListing(userId: string): Promise<MyListing> {
    const { doctor, reason } = await eligibilityOf(userId);
    const listing = await findListingOfUser(db, userId);
    const about = {
      name: doctor.name,
      ...(doctor.registerNumber ? { crm: doctor.registerNumber } : {}),
      ...(doctor.registerUf ? { uf: doctor.registerUf } : {}),
    };
    if (!listing) {
      return {
        state: 'not-listed',
        eligible: reason === undefined,
        ...(reason ? { ineligibleReason: reason } : {}),
        doctor: about,
        listing: null,
        preview: null,
      };
    }
    const [offices, licenceStatus] = await Promise.all([
      officesOf(db, [listing.id]),
      licenceStatusOf(db, listing),
    ]);
    return {
      state: listing.hiddenAt
        ? 'hidden-by-staff'
        : licenceStatus === 'active'
          ? 'listed'
          : 'hidden-licence-inactive',
      eligible: reason === undefined,
      ...(reason ? { ineligibleReason: reason } : {}),
      doctor: about,
      listing: {
        id: listing.id,
        consentVersion: listing.consentVersion,
        consentedAt: listing.consentedAt.toISOString(),
        specialties: toSpecialties(listing.specialties),
        languages: listing.languages as DocfinderLanguage[],
        offices: offices.map(toOffice),
        licenceStatus,
      },
      preview: toProfile(listing, offices),
    };
  }

  async function listingOrRefuse(tx: Queryable, userId: string) {
    const listing = await findListingOfUser(tx, userId);
    if (!listing) throw new NotListedError('Opt in with PUT /docfinder/v1/me first.');
    return listing;
  }

  return {
    /** `GET /doctors`: one page; one more row is read to tell whether a next page exists. */
    /**
     * The directory as the back office sees it (its own authorisation and trail): listings of
     * some countries, one read for a change (locked in `tx`), and hiding or showing one.
     */
    staff: {
      find: (countries: readonly string[], q: string | undefined) =>
        findListingsForStaff(db, { countries, q, limit: 50 }),
      get: (tx: Queryable, id: string, countries: readonly string[]) =>
        findListingForStaff(tx, id, countries),
      setHidden: setListingHidden,
    },

    async search(query: DocfinderSearchQuery): Promise<DocfinderSearchResponse> {
      // Near a CEP: near its municipality's point (municipality-level, like every office).
      let origin: DocfinderSearchResponse['origin'];
      let near = query.near;
      if (query.cep !== undefined) {
        const code = await cepLookup.municipalityOf(query.cep);
        const municipality = code ? municipalityByCode(code) : undefined;
        if (!municipality) {
          throw new CepUnknownError(
            `No municipality is known for the CEP ${query.cep}; search by UF and municipality instead.`,
          );
        }
        near = { lat: municipality.lat, lng: municipality.lng };
        origin = {
          cep: query.cep,
          municipality: { code: municipality.code, name: municipality.name, uf: municipality.uf },
          precision: 'municipality',
        };
      }
      const found = await searchListings(db, {
        specialty: query.specialty,
        uf: query.uf,
        municipality: query.municipality,
        q: query.q,
        near,
        radiusKm: query.radiusKm,
        limit: DOCFINDER_PAGE_SIZE + 1,
        offset: (query.page - 1) * DOCFINDER_PAGE_SIZE,
      });
      const page = found.slice(0, DOCFINDER_PAGE_SIZE);
      const offices = await officesOf(
        db,
        page.map((listing) => listing.id),
        near,
      );
      const byListing = new Map<string, OfficeRecord[]>();
      for (const office of offices) {
        byListing.set(office.listingId, [...(byListing.get(office.listingId) ?? []), office]);
      }
      return {
        items: page.map((listing) =>
          toResult(listing, byListing.get(listing.id) ?? [], listing.distance),
        ),
        ...(origin ? { origin } : {}),
        page: query.page,
        pageSize: DOCFINDER_PAGE_SIZE,
        hasMore: found.length > DOCFINDER_PAGE_SIZE,
      };
    },

    /** `GET /doctors/:id`: a public listing (licence active), else 404. */
    async profile(id: string): Promise<DocfinderProfile> {
      const listing = await findPublicListing(db, id);
      if (!listing) {
        throw new NotFoundError(
          docfinderProblemCodes.doctorNotFound,
          'No listed doctor has this id.',
        );
      }
      return toProfile(listing, await officesOf(db, [listing.id]));
    },

    specialties(): DocfinderSpecialtiesResponse {
      return { items: docfinderSpecialties.map(({ code, name }) => ({ code, name })) };
    },

    municipalities(uf: UfCode): DocfinderMunicipalitiesResponse {
      return { items: municipalitiesOf(uf) };
    },

    /** What a CEP tells the address form (decision 077); 422 for a CEP in no UF's range. */
    async cepAddress(cep: string): Promise<CepAddress> {
      const address = await cepLookup.addressOf(cep);
      if (!address) {
        throw new CepUnknownError(`No UF's CEP range holds ${cep}; check the number.`);
      }
      return address;
    },

    me: myListing,

    /** `PUT /me`: opt in (consent recorded with its version and time), or update. */
    async optIn(userId: string, body: OptInRequest): Promise<MyListing> {
      const { doctor, reason } = await eligibilityOf(userId);
      if (reason === 'dentist') throw new DentistNotListableError('Dentists (CRO) cannot list.');
      if (reason || !doctor.registerUf || !doctor.registerNumber) {
        throw new NotEligibleError('Only Brazilian doctors with a CRM on their account can list.');
      }
      await db.transaction((tx) =>
        upsertListing(tx, {
          userId,
          country: 'br',
          name: doctor.name,
          uf: doctor.registerUf!,
          registerNumber: doctor.registerNumber!,
          specialties: body.specialties,
          languages: body.languages,
          consentVersion: body.consentVersion,
          consentedAt: new Date(),
        }),
      );
      return myListing(userId);
    },

    /** `DELETE /me`: leaves the directory; the listing and its offices are deleted at once. */
    async leave(userId: string): Promise<void> {
      await deleteListingOfUser(db, userId);
    },

    async addOffice(userId: string, body: OfficeRequest): Promise<Office> {
      return db.transaction(async (tx) => {
        const listing = await listingOrRefuse(tx, userId);
        if ((await countOffices(tx, listing.id)) >= DOCFINDER_MAX_OFFICES) {
          throw new TooManyOfficesError(`A listing has at most ${DOCFINDER_MAX_OFFICES} offices.`);
        }
        const office = await insertOffice(
          tx,
          { id: listing.id, specialtyCodes: listing.specialties.map((s) => s.code) },
          officeValues(body),
        );
        await touchListing(tx, listing.id);
        return toOffice(office);
      });
    },

    async updateOffice(userId: string, id: string, body: OfficeRequest): Promise<Office> {
      const listing = await findListingOfUser(db, userId);
      if (!listing) throw addressNotFound();
      const office = await updateOffice(db, listing.id, id, officeValues(body));
      if (!office) throw addressNotFound();
      await touchListing(db, listing.id);
      return toOffice(office);
    },

    async deleteOffice(userId: string, id: string): Promise<void> {
      const listing = await findListingOfUser(db, userId);
      if (!listing || !(await deleteOffice(db, listing.id, id))) throw addressNotFound();
      await touchListing(db, listing.id);
    },
  };
}

export type DocfinderService = ReturnType<typeof createDocfinderService>;
