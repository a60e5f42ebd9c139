// Steps of the /admin media manager shared by the admin end-to-end tests.
import { expect, type Locator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#portable/database-types.ts';
import { stubYouTube } from './youtube-stub.ts';

/** The local stand-in's admin (supabase/functions/.env); refused by any hosted project. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'mudar-esta-senha';

export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
}

export async function signIn(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.getByLabel('Usuário').fill(ADMIN_USERNAME);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function openAdminSignedIn(page: Page): Promise<void> {
  await stubYouTube(page);
  await page.goto('/admin');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Media Manager Fácil', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

export async function openTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

export interface UploadStep {
  file: { name: string; mimeType: string; buffer: Buffer };
  sectionLabel: string;
  slotName: string;
  altText?: string;
}

/** Fills the upload tab (without sending it). */
export async function fillUpload(page: Page, step: UploadStep): Promise<void> {
  await openTab(page, /^Adicionar Imagem/);
  await page.getByLabel('Escolher imagem').setInputFiles(step.file);
  await page.getByLabel('Secção do site').selectOption({ label: step.sectionLabel });
  await page.getByLabel('Slot (lugar da imagem)').selectOption(step.slotName);
  if (step.altText !== undefined)
    await page.getByLabel('Texto alternativo', { exact: true }).fill(step.altText);
}

export function slotCard(page: Page, slotName: string): Locator {
  return page.locator(`article[data-slot="${slotName}"]`);
}

/** The highest version number the slot has had so far (0 for none). */
export async function latestVersionNumber(
  service: SupabaseClient<Database>,
  slotName: string,
): Promise<number> {
  const slot = await service.from('media_slots').select('id').eq('slot_name', slotName).single();
  if (slot.error) throw new Error(slot.error.message);
  const { data, error } = await service
    .from('media_versions')
    .select('version_number')
    .eq('slot_id', slot.data.id)
    .order('version_number', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  return (data[0]?.version_number as number | undefined) ?? 0;
}

/** Empties slots a test published, so other tests see the built-in fallbacks again. */
export async function unpublishSlot(service: SupabaseClient<Database>, slotName: string): Promise<void> {
  const { error } = await service.rpc('unpublish_media_slot', { p_slot_name: slotName });
  if (error) throw new Error(error.message);
}

/** Sets a video's URL directly in the database; null removes the video (the site shows the poster). */
export async function setVideoUrl(
  service: SupabaseClient<Database>,
  videoKey: string,
  youtubeUrl: string | null,
): Promise<void> {
  const { error } = await service
    .from('videos')
    .update({ youtube_url: youtubeUrl })
    .eq('video_key', videoKey);
  if (error) throw new Error(error.message);
}
