import type { ContentBody, Thumbnail, ThumbnailType } from '@pulso/contracts/content';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { ContentLanguage } from '../../../db/schema/content.ts';

/**
 * The demo media shipped in apps/api/media/demo (see its README): two images per specialty area
 * in every thumbnail variant, an 8 s video, a spoken intro per language and three inserts.
 */
export const DEMO_MEDIA_PATH = '/media/demo';

/** Which of the two images of an area. */
export type ImageNumber = 1 | 2;

/** The demo inserts (prospecto in Spanish, bula in Portuguese). */
export type DemoInsert = 'prospecto-xarelto.pdf' | 'prospecto-kyleena.pdf' | 'bula-eylia.pdf';

/** A speaker-training item's own slide deck (apps/api/scripts/make-slide-decks.ts). */
export const slideDeckOf = (itemId: string): string => `slides-${itemId}.pdf`;

export const mediaUrl = (file: string): string => `${DEMO_MEDIA_PATH}/${file}`;

/** A thumbnail of `type`, whose URL names that type (`/media/demo/oncology-2.podcast.svg`). */
export function thumbnail(
  id: string,
  area: SpecialtyArea,
  image: ImageNumber,
  type: ThumbnailType,
  pdf: DemoInsert | null = null,
): Thumbnail {
  return {
    id,
    url: mediaUrl(`${area}-${image}.${type}.svg`),
    expires: null,
    type,
    urlPdf: pdf === null ? null : mediaUrl(pdf),
  };
}

/** The demo video, WebM (VP9) by default or MP4 (H.264). */
export function video(format: 'webm' | 'mp4' = 'webm'): ContentBody {
  return { kind: 'video', url: mediaUrl(`demo-video.${format}`), mimeType: `video/${format}` };
}

/** The spoken intro in the item's language, Ogg (Opus) by default or MP3. */
export function audio(language: ContentLanguage, format: 'ogg' | 'mp3' = 'ogg'): ContentBody {
  return {
    kind: 'audio',
    url: mediaUrl(`intro-${language}.${format}`),
    mimeType: format === 'ogg' ? 'audio/ogg' : 'audio/mpeg',
  };
}

export function pdf(file: DemoInsert): ContentBody {
  return { kind: 'pdf', url: mediaUrl(file) };
}

/** An online meeting (`to_participe`); the host is a reserved `.example` name. */
export function meeting(room: string, startsAt: string): ContentBody {
  return { kind: 'event', url: `https://reuniones.pulso.example/sala/${room}`, startsAt };
}
