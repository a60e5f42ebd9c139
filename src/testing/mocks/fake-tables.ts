// In-memory rows of media_slots, media_versions, videos, business_facts (with its versions) and
// page_texts (the current row of each language)
// for hook tests. The fake edge functions and PostgREST answer from them and change them as the
// real functions' database calls do (supabase/migrations), so a test can tell a refetched
// answer from a cached one.
import type { BusinessFacts } from '@portable/business-facts/shape.ts';

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

export type FakeSlotWithVersions = FakeSlotRow & { media_versions: FakeVersionRow[] };

/** The one business_facts row: the facts the site shows and the version they are. */
export interface FakeBusinessFactsRow {
  version: number;
  facts: BusinessFacts;
  updated_at: string;
}

/** A page_texts row: the texts of one language the site shows, as the page-texts function stored them. */
export interface FakePageTextsRow {
  locale: string;
  version: number;
  texts: Record<string, unknown>;
  updated_at: string;
}

/** A business_facts_versions row: every set ever saved. */
export interface FakeBusinessFactsVersionRow {
  version: number;
  facts: BusinessFacts;
  created_at: string;
}

export interface NewVersionFields {
  fileName: string;
  mimeType: string;
  fileSize: number;
  altText?: string;
  caption?: string;
}

export interface FakeTables {
  slots: FakeSlotRow[];
  versions: FakeVersionRow[];
  videos: FakeVideoRow[];
  /** Null until the first save. */
  businessFacts: FakeBusinessFactsRow | null;
  businessFactsVersions: FakeBusinessFactsVersionRow[];
  /** page_texts: one row per language, none until the first save. */
  pageTexts: FakePageTextsRow[];
  /** site_revision: up by one with every write below, as the database's triggers do. */
  siteRevision: { revision: number; changed_at: string };
  /** Every slot with its versions, newest version first (the media-list and embed shape). */
  slotsWithVersions(): FakeSlotWithVersions[];
  slotNamed(slotName: string): FakeSlotRow | undefined;
  /** publish_media_version: a new version becomes the slot's current one. */
  publishVersion(slotName: string, fields: NewVersionFields): FakeVersionRow | null;
  /** unpublish_media_slot: the slot becomes empty; its versions stay. */
  unpublishSlot(slotName: string): FakeSlotRow | null;
  /** restore_media_version: an earlier version becomes current again. */
  restoreVersion(slotName: string, versionNumber: number): FakeVersionRow | null;
  /** video-manager's upsert by video_key. */
  upsertVideo(
    videoKey: string,
    fields: Pick<FakeVideoRow, 'youtube_url' | 'video_name' | 'description'>,
  ): FakeVideoRow;
  /** save_business_facts: a new version, which becomes the current row. */
  saveBusinessFacts(facts: BusinessFacts): FakeBusinessFactsRow;
  /** restore_business_facts: an earlier version's facts saved again as a new version; null if unknown. */
  restoreBusinessFacts(version: number): FakeBusinessFactsRow | null;
  /** save_page_texts: the language's next version becomes its current row. */
  savePageTexts(locale: string, texts: Record<string, unknown>): FakePageTextsRow;
}

let clock = Date.parse('2026-11-20T09:00:00Z');
/** Strictly increasing timestamps, so "newest first" orders are stable. */
const nextTimestamp = () => new Date((clock += 1000)).toISOString();

export function fakeSlot(slotName: string, fields: Partial<FakeSlotRow> = {}): FakeSlotRow {
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

export function fakeVersion(
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
  } = {},
): FakeTables {
  const tables: FakeTables = {
    slots: [...(seed.slots ?? [])],
    versions: [...(seed.versions ?? [])],
    videos: [...(seed.videos ?? [])],
    businessFacts: null,
    businessFactsVersions: [],
    pageTexts: [],
    siteRevision: { revision: 0, changed_at: nextTimestamp() },

    slotsWithVersions() {
      return tables.slots.map((slot) => ({
        ...slot,
        media_versions: tables.versions
          .filter((version) => version.slot_id === slot.id)
          .sort((a, b) => b.version_number - a.version_number),
      }));
    },

    slotNamed(slotName) {
      return tables.slots.find((slot) => slot.slot_name === slotName);
    },

    publishVersion(slotName, fields) {
      const slot = tables.slotNamed(slotName);
      if (!slot) return null;
      const newest = Math.max(
        0,
        ...tables.versions.filter((v) => v.slot_id === slot.id).map((v) => v.version_number),
      );
      const version = fakeVersion(slot, newest + 1, {
        file_name: fields.fileName,
        mime_type: fields.mimeType,
        file_size: fields.fileSize,
        alt_text: fields.altText ?? '',
        caption: fields.caption ?? '',
      });
      tables.versions.push(version);
      bump();
      Object.assign(slot, {
        current_version: version.version_number,
        is_published: true,
        updated_at: nextTimestamp(),
      });
      return version;
    },

    unpublishSlot(slotName) {
      const slot = tables.slotNamed(slotName);
      if (!slot) return null;
      bump();
      return Object.assign(slot, { current_version: null, is_published: false, updated_at: nextTimestamp() });
    },

    restoreVersion(slotName, versionNumber) {
      const slot = tables.slotNamed(slotName);
      const version = tables.versions.find(
        (v) => v.slot_id === slot?.id && v.version_number === versionNumber,
      );
      if (!slot || !version) return null;
      bump();
      Object.assign(slot, {
        current_version: versionNumber,
        is_published: true,
        updated_at: nextTimestamp(),
      });
      return version;
    },

    upsertVideo(videoKey, fields) {
      let video = tables.videos.find((row) => row.video_key === videoKey);
      if (!video) {
        video = fakeVideo(videoKey, null);
        tables.videos.push(video);
      }
      bump();
      return Object.assign(video, fields, { is_active: true, updated_at: nextTimestamp() });
    },

    saveBusinessFacts(facts) {
      const version = Math.max(0, ...tables.businessFactsVersions.map((row) => row.version)) + 1;
      const at = nextTimestamp();
      tables.businessFactsVersions.push({ version, facts: structuredClone(facts), created_at: at });
      tables.businessFacts = { version, facts: structuredClone(facts), updated_at: at };
      bump();
      return tables.businessFacts;
    },

    restoreBusinessFacts(version) {
      const row = tables.businessFactsVersions.find((candidate) => candidate.version === version);
      return row ? tables.saveBusinessFacts(row.facts) : null;
    },

    savePageTexts(locale, texts) {
      const current = tables.pageTexts.find((row) => row.locale === locale);
      const saved = {
        locale,
        version: (current?.version ?? 0) + 1,
        texts: structuredClone(texts),
        updated_at: nextTimestamp(),
      };
      tables.pageTexts = [...tables.pageTexts.filter((row) => row !== current), saved];
      bump();
      return saved;
    },
  };
  function bump() {
    tables.siteRevision = { revision: tables.siteRevision.revision + 1, changed_at: nextTimestamp() };
  }
  for (const facts of seed.businessFacts ?? []) tables.saveBusinessFacts(facts);
  return tables;
}
