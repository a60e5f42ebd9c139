// A slot emptied or filled through the real edge functions reaches an anon subscriber of
// media_slots (the home page's and /admin's channels both use the anon key) within 2 s, through
// the official client, and the change carries the slot row only: never a version's file or
// metadata. What anon can read afterwards follows the same rule.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import {
  callFunction,
  createTestSlots,
  type CallOptions,
  deleteTestSlots,
  type FunctionAnswer,
  login,
  uploadForm,
} from '#tests/support/edge-functions.ts';
import { subscribeToTable } from '#tests/support/realtime-changes.ts';
import { makePng } from '#tests/support/test-images.ts';
import { SLOT_COLUMNS } from '#tests/support/media-slot-columns.ts';

type Row = Record<string, unknown>;
interface SlotChange {
  eventType: string;
  new: Row;
  old: Row;
  receivedAt: number;
}

/** Deletes and restores must reach open pages within this long, on the stand-in. */
const DELIVERY_MS = 2_000;

const SLOTS = ['cycle'] as const;
let slot: Record<(typeof SLOTS)[number], string>;
let session: string;
const anon: SupabaseClient = anonClient();
const changes: SlotChange[] = [];

/** Subscribes as the home page does: every event of public.media_slots, no filter. */
function subscribeAsThePublicSite(client: SupabaseClient, name: string): Promise<void> {
  return subscribeToTable(client, name, 'media_slots', (payload) =>
    changes.push({
      eventType: payload.eventType,
      new: payload.new as Row,
      old: payload.old as Row,
      receivedAt: Date.now(),
    }),
  );
}

/**
 * The first UPDATE of the test slot sent since `write.started` for which `match` holds; it must
 * arrive within DELIVERY_MS of the write's answer (the change was committed before it).
 */
async function updateOfSlot(write: Write, match: (record: Row) => boolean): Promise<SlotChange> {
  const wanted = (change: SlotChange) =>
    change.eventType === 'UPDATE' &&
    change.receivedAt >= write.started &&
    change.new.slot_name === slot.cycle &&
    match(change.new);
  await expect.poll(() => changes.some(wanted), { timeout: DELIVERY_MS * 3, interval: 10 }).toBe(true);
  const change = changes.find(wanted) as SlotChange;
  expect(change.receivedAt - write.answered).toBeLessThan(DELIVERY_MS);
  return change;
}

interface Write {
  started: number;
  answered: number;
  answer: FunctionAnswer;
}

/** Calls an edge function, noting when the call started and when it was answered. */
async function write(name: string, options: CallOptions): Promise<Write> {
  const started = Date.now();
  const answer = await callFunction(name, { session, ...options });
  return { started, answered: Date.now(), answer };
}

function upload(color: [number, number, number], name: string): Promise<Write> {
  return write('media-upload', {
    body: uploadForm({ file: { bytes: makePng(12, 8, color), name }, slotName: slot.cycle, altText: name }),
  });
}

/** What anon reads of the slot, as the public pages read it (with the versions embedded). */
async function anonView() {
  const { data, error } = await anon
    .from('media_slots')
    .select('is_published, current_version, media_versions(version_number, file_url)')
    .eq('slot_name', slot.cycle)
    .single();
  expect(error).toBeNull();
  return data;
}

/** A change must say nothing of any version: neither file URL, storage path nor file name. */
function expectNoVersionData(change: SlotChange, versions: Row[]): void {
  expect(Object.keys(change.new).sort()).toEqual([...SLOT_COLUMNS].sort());
  for (const row of [change.new, change.old]) {
    for (const key of Object.keys(row)) expect(SLOT_COLUMNS).toContain(key);
  }
  const wire = JSON.stringify(change);
  for (const version of versions) {
    for (const field of ['file_url', 'storage_path', 'file_name', 'alt_text'] as const) {
      const value = String(version[field] ?? '');
      if (value) expect(wire).not.toContain(value);
    }
  }
}

beforeAll(async () => {
  slot = await createTestSlots('rtslot', SLOTS);
  session = await login();
  await subscribeAsThePublicSite(anon, `media-slots-${slot.cycle}`);
});

afterAll(async () => {
  await anon.removeAllChannels();
  await deleteTestSlots(Object.values(slot));
});

describe('media_slots changes reach an anon subscriber', () => {
  it('tells anon within 2 s that a slot was emptied by media-delete, and filled again by media-restore', async () => {
    // two uploads: version 2 replaces version 1, each reported as the slot's new pointer
    const first = await upload([255, 0, 0], 'primeira.png');
    expect(first.answer.status).toBe(201);
    await updateOfSlot(first, (record) => record.current_version === 1);
    const second = await upload([0, 0, 255], 'segunda.png');
    expect(second.answer.status).toBe(201);
    await updateOfSlot(second, (record) => record.current_version === 2);
    const versions = [first, second].map((upload) => upload.answer.body.version as Row);
    expect(await anonView()).toEqual({
      is_published: true,
      current_version: 2,
      media_versions: [{ version_number: 2, file_url: versions[1]?.file_url }],
    });

    // delete: the slot row, now unpublished, reaches anon
    const deleted = await write('media-delete', { method: 'DELETE', query: { slotName: slot.cycle } });
    expect(deleted.answer).toMatchObject({ status: 200, body: { success: true } });
    const emptied = await updateOfSlot(deleted, (record) => record.is_published === false);
    expect(emptied.new).toMatchObject({ slot_name: slot.cycle, is_published: false, current_version: null });
    // the old row (replica identity full) is the slot as it was: its pointer, no version data
    expect(emptied.old).toMatchObject({ slot_name: slot.cycle, is_published: true, current_version: 2 });
    expectNoVersionData(emptied, versions);
    // anon reads the slot row, but no version of the emptied slot, and cannot list its files
    expect(await anonView()).toEqual({ is_published: false, current_version: null, media_versions: [] });
    expect(await anon.storage.from('media').list(`slots/${slot.cycle}`)).toMatchObject({ data: [] });
    const files = await serviceClient().storage.from('media').list(`slots/${slot.cycle}`);
    expect(files.data?.length).toBeGreaterThanOrEqual(2); // the history is still stored

    // restore version 1: published again, reported again, and only that version is readable
    const restored = await write('media-restore', { json: { slotName: slot.cycle, versionNumber: 1 } });
    expect(restored.answer.status).toBe(200);
    const shown = await updateOfSlot(restored, (record) => record.is_published === true);
    expect(shown.new).toMatchObject({ slot_name: slot.cycle, is_published: true, current_version: 1 });
    expectNoVersionData(shown, versions);
    expect(await anonView()).toEqual({
      is_published: true,
      current_version: 1,
      media_versions: [{ version_number: 1, file_url: versions[0]?.file_url }],
    });

    // the service role still has the whole history
    const { data: history } = await serviceClient()
      .from('media_slots')
      .select('media_versions(version_number)')
      .eq('slot_name', slot.cycle)
      .single();
    expect(history?.media_versions.map((version) => version.version_number).sort()).toEqual([1, 2]);
  });
});
