import type { ContentItem } from '@pulso/contracts/content';
import {
  publicAccessProblemCodes as codes,
  type AcceptTermsBody,
  type AcceptTermsResponse,
  type UserAccessQuery,
  type UserAccessResponse,
} from '@pulso/contracts/public-access';
import type { CountryCode } from '@pulso/contracts/country';
import { validationMessages as m } from '@pulso/contracts/validation';
import { RequestInvalidError } from '../../errors.ts';
import type { Database } from '../../platform/db/database.ts';
import { toContentItem } from './content-card.ts';
import { ContentNotFoundError, PublicAccessError } from './content.errors.ts';
import type { PublicationClock } from './publication.ts';
import { findVisibleItem, insertContentAccess } from './content.repository.ts';
import type { MediaSigning } from './media-access.ts';
import { verifyContentToken } from './content-token.ts';
import { hasTermsAcceptance, insertTermsAcceptance } from './public-access.repository.ts';

/**
 * A register number of any council as stored and compared: its letters and digits, upper case
 * (`104.233-sp` → `104233SP`). Not the contracts' `normaliseRegisterNumber` (a CRM's digits,
 * padded): a public link's reader may hold any country's number.
 */
function foldRegisterNumber(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

function registerNumberOf(value: string, field: string): string {
  const normalised = foldRegisterNumber(value);
  if (!normalised)
    throw new RequestInvalidError('The register number has no letter or digit.', [
      { field, code: 'invalid', message: m.invalid },
    ]);
  return normalised;
}

export interface PublicAccessServiceDeps {
  db: Database;
  secret: Uint8Array;
  /** The item's files load through URLs signed until the token expires at the latest. */
  media: MediaSigning;
  /** The app's publication clock: which approved items are shown. */
  publication: PublicationClock;
  now?: () => Date;
}

/**
 * Spec §2, §6, §7 public one-item access: a token link (`content-token.ts`) opens one item of one
 * country once the terms were accepted through it, with a name and a register number.
 */
export function createPublicAccessService({
  db,
  secret,
  media,
  publication,
  now = () => new Date(),
}: PublicAccessServiceDeps) {
  /** The token's claims and the item, or the failure the web shows as its own page. */
  async function open(token: string, contentId: string, country: CountryCode) {
    const claims = await verifyContentToken(secret, token, now());
    if (claims.contentId !== contentId) throw new PublicAccessError(codes.tokenOtherContent);
    if (claims.country !== country) throw new PublicAccessError(codes.tokenOtherCountry);
    const item = await findVisibleItem(db, country, contentId, publication.now());
    if (!item) throw new ContentNotFoundError();
    return { claims, item: item.document };
  }

  return {
    async userAccess(query: UserAccessQuery, country: CountryCode): Promise<UserAccessResponse> {
      const { claims, item } = await open(query.token, query.contentId, country);
      const registerNumber =
        query.registerNumber === undefined
          ? undefined
          : registerNumberOf(query.registerNumber, 'query.registerNumber');
      return {
        contentId: item.id,
        title: item.title,
        thumbnail: media.itemThumbnail(item, { notAfter: claims.expiresAt }),
        expiresAt: claims.expiresAt.toISOString(),
        accepted: await hasTermsAcceptance(db, {
          tokenId: claims.tokenId,
          contentId: item.id,
          registerNumber,
        }),
      };
    },

    /**
     * Records the acceptance (once per token and register number). `userId` is kept only when it
     * is the signed-in user's own id.
     */
    async acceptTerms(
      token: string,
      body: AcceptTermsBody,
      context: { country: CountryCode; signedInUserId: string | undefined },
    ): Promise<AcceptTermsResponse> {
      const { claims } = await open(token, body.contentId, context.country);
      await insertTermsAcceptance(db, {
        contentId: body.contentId,
        tokenId: claims.tokenId,
        country: context.country,
        name: body.name,
        registerNumber: registerNumberOf(body.registerNumber, 'body.registerNumber'),
        userId:
          body.userId !== undefined && body.userId === context.signedInUserId ? body.userId : null,
      });
      return { contentId: body.contentId, accepted: true };
    },

    /** The item, once the terms were accepted through this token; the opening is logged. */
    async content(token: string, id: string, country: CountryCode): Promise<ContentItem> {
      const { claims, item } = await open(token, id, country);
      if (!(await hasTermsAcceptance(db, { tokenId: claims.tokenId, contentId: id })))
        throw new PublicAccessError(codes.termsNotAccepted);
      await insertContentAccess(db, { userId: null, contentId: id, country, via: 'token' });
      return media.item(toContentItem(item, false), { notAfter: claims.expiresAt });
    },
  };
}

export type PublicAccessService = ReturnType<typeof createPublicAccessService>;
