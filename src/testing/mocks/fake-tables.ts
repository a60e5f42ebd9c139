// Fixed rows of media_slots, media_versions, videos, the owner's documents (the business facts and
// the page texts, with their versions) and the published languages for component and hook tests:
// msw's fake PostgREST and edge functions answer from them, and
// nothing changes them. A test that needs the database to change (publish, restore, save) runs
// against the stand-in instead (the `stand-in` Vitest project, src/testing/stand-in.ts).
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';

export interface FakeVersionRow {
  id: string;
  slot_id: string;
  version_number: number;
  file_url: string;
  storage_path: string;
  file_name: string;
  alt_text: string;
  caption: string;
  mime_type: string;
  file_size: number;
  width: number;
  height: number;
  variants: unknown[];
  /** The alt text and caption in other languages: {"en-GB": {altText, caption}}. */
  translations: Record<string, { altText: string; caption: string }>;
  created_at: string;
}

export interface FakeSlotRow {
  id: string;
  slot_name: string;
  section: string;
  title: string;
  description: string;
  page_tags: string[];
  current_version: number | null;
  is_published: boolean;
  updated_at: string;
}

export interface FakeVideoRow {
  id: string;
  video_key: string;
  youtube_url: string | null;
  video_name: string;
  description: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

type FakeSlotWithVersions = FakeSlotRow & { media_versions: FakeVersionRow[] };

/** An owner_documents row: a document's current version in one language. */
interface FakeDocumentRow {
  document: OwnerDocumentName;
  locale: SiteLocale;
  version: number;
  content: Record<string, unknown>;
  updated_at: string;
}

/** An owner_document_versions row: every content ever saved. */
interface FakeDocumentVersionRow {
  document: OwnerDocumentName;
  locale: SiteLocale;
  version: number;
  content: Record<string, unknown>;
  created_at: string;
}

export interface FakeTables {
  slots: FakeSlotRow[];
  versions: FakeVersionRow[];
  videos: FakeVideoRow[];
  /** owner_documents: one row per document and language, none until its first save. */
  documents: FakeDocumentRow[];
  documentVersions: FakeDocumentVersionRow[];
  /** published_locales: the languages published besides the site's own. */
  publishedLocales: SiteLocale[];
  /** site_revision: one change per row seeded. */
  siteRevision: { revision: number; changed_at: string };
  /** Every slot with its versions, newest version first (the media-list and embed shape). */
  slotsWithVersions(): FakeSlotWithVersions[];
}

let clock = Date.parse('2026-11-20T09:00:00Z');
/** Strictly increasing timestamps, so "newest first" orders are stable. */
const nextTimestamp = () => new Date((clock += 1000)).toISOString();

function fakeSlot(slotName: string, fields: Partial<FakeSlotRow> = {}): FakeSlotRow {
  return {
    id: `slot-${slotName}`,
    slot_name: slotName,
    section: slotName.split('.')[0] ?? 'site',
    title: slotName,
    description: '',
    page_tags: ['home'],
    current_version: null,
    is_published: false,
    updated_at: nextTimestamp(),
    ...fields,
  };
}

function fakeVersion(
  slot: FakeSlotRow,
  versionNumber: number,
  fields: Partial<FakeVersionRow> = {},
): FakeVersionRow {
  const path = `slots/${slot.slot_name}/v${versionNumber}.jpg`;
  return {
    id: `version-${slot.slot_name}-${versionNumber}`,
    slot_id: slot.id,
    version_number: versionNumber,
    file_url: `https://storage.example/media/${path}`,
    storage_path: path,
    file_name: `v${versionNumber}.jpg`,
    alt_text: '',
    caption: '',
    mime_type: 'image/jpeg',
    file_size: 1024,
    width: 1600,
    height: 1200,
    variants: [],
    translations: {},
    created_at: nextTimestamp(),
    ...fields,
  };
}

export function fakeVideo(videoKey: string, youtubeUrl: string | null): FakeVideoRow {
  const at = nextTimestamp();
  return {
    id: `video-${videoKey}`,
    video_key: videoKey,
    youtube_url: youtubeUrl,
    video_name: videoKey,
    description: '',
    is_active: true,
    created_at: at,
    updated_at: at,
  };
}

/** A slot with `count` versions, the newest one current (or none current when `published` is false). */
export function slotWithVersions(
  slotName: string,
  count: number,
  published = true,
): { slot: FakeSlotRow; versions: FakeVersionRow[] } {
  const slot = fakeSlot(slotName, { is_published: published, current_version: published ? count : null });
  const versions = Array.from({ length: count }, (_, index) => fakeVersion(slot, index + 1));
  return { slot, versions };
}

export function createFakeTables(
  seed: {
    slots?: FakeSlotRow[];
    versions?: FakeVersionRow[];
    videos?: FakeVideoRow[];
    /** Sets of facts saved in this order: versions 1, 2, …, the last one current. */
    businessFacts?: BusinessFacts[];
    /** Sets of texts in the site's language saved in this order: versions 1, 2, …, the last one current. */
    pageTexts?: Record<string, unknown>[];
    /** Sets of texts of other languages, likewise. */
    pageTextsIn?: Partial<Record<SiteLocale, Record<string, unknown>[]>>;
    publishedLocales?: SiteLocale[];
  } = {},
): FakeTables {
  const documentVersions: FakeDocumentVersionRow[] = [];
  const documents: FakeDocumentRow[] = [];
  const save = (document: OwnerDocumentName, locale: SiteLocale, contents: readonly object[]) => {
    const saved = contents.map((content, index) => ({
      document,
      locale,
      version: index + 1,
      content: structuredClone(content) as Record<string, unknown>,
      created_at: nextTimestamp(),
    }));
    documentVersions.push(...saved);
    const current = saved.at(-1);
    if (current) {
      const { created_at, ...row } = current;
      documents.push({ ...row, updated_at: created_at });
    }
  };
  save('business-facts', BASE_LOCALE, seed.businessFacts ?? []);
  save('page-texts', BASE_LOCALE, seed.pageTexts ?? []);
  for (const [locale, texts] of Object.entries(seed.pageTextsIn ?? {})) {
    save('page-texts', locale as SiteLocale, texts ?? []);
  }
  const slots = [...(seed.slots ?? [])];
  const versions = [...(seed.versions ?? [])];
  const videos = [...(seed.videos ?? [])];
  return {
    slots,
    versions,
    videos,
    documents,
    documentVersions,
    publishedLocales: [...(seed.publishedLocales ?? [])],
    siteRevision: {
      revision: slots.length + videos.length + documentVersions.length,
      changed_at: nextTimestamp(),
    },
    slotsWithVersions() {
      return slots.map((slot) => ({
        ...slot,
        media_versions: versions
          .filter((version) => version.slot_id === slot.id)
          .sort((a, b) => b.version_number - a.version_number),
      }));
    },
  };
}
