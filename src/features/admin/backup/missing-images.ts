// The images a backup could not copy (the manifest's `missing`), as the owner knows them in
// /admin: the slot's title and section, the version, whether the site shows it now, and what
// the panel lets the owner do about it (send it again, or make another version current; the
// panel cannot delete a version, so a missing one stays in every later backup's list).
import type { MissingObject } from '#portable/backup-format.ts';
import type { BackupRows } from '#portable/backup-tables.ts';
import { sectionLabel } from '#src/features/admin/shared/slot-sections.ts';

export interface MissingImage extends MissingObject {
  /** The slot's title as "Ver Todas as Imagens" shows it (its name if the rows lack one). */
  slotTitle: string | null;
  /** The slot's section (media_slots.section), where "Adicionar Imagem" lists it. */
  section: string | null;
  /** It is the version the site shows now in that slot. */
  shown: boolean;
}

/** Each missing object with its slot as the snapshot's rows describe it. */
export function describeMissing(rows: BackupRows, missing: readonly MissingObject[]): MissingImage[] {
  return missing.map((object) => {
    const slot =
      object.slot === null
        ? undefined
        : (rows.media_slots ?? []).find((row) => row.slot_name === object.slot);
    return {
      ...object,
      slotTitle: typeof slot?.title === 'string' && slot.title.trim() !== '' ? slot.title : object.slot,
      section: typeof slot?.section === 'string' ? slot.section : null,
      shown:
        slot?.is_published === true && object.version !== null && slot.current_version === object.version,
    };
  });
}

/** One version of a slot with any of its files (the main one, smaller copies) not copied. */
export interface MissingVersion {
  key: string;
  slotTitle: string | null;
  slotName: string | null;
  section: string | null;
  version: number | null;
  shown: boolean;
  /** The paths of its files that are missing. */
  paths: string[];
  /** Why, each reason once. */
  reasons: string[];
}

/** The warning's list: one item per version, since the owner sees a version, not its copies. */
export function missingVersions(images: readonly MissingImage[]): MissingVersion[] {
  const byVersion = new Map<string, MissingVersion>();
  for (const image of images) {
    const key = image.slot === null ? `path:${image.path}` : `${image.slot}#${image.version ?? '?'}`;
    const item = byVersion.get(key);
    if (item) {
      item.paths.push(image.path);
      if (!item.reasons.includes(image.reason)) item.reasons.push(image.reason);
      continue;
    }
    byVersion.set(key, {
      key,
      slotTitle: image.slotTitle,
      slotName: image.slot,
      section: image.section,
      version: image.version,
      shown: image.shown,
      paths: [image.path],
      reasons: [image.reason],
    });
  }
  return [...byVersion.values()];
}

/** "1 imagem", "2 imagens". */
export function imagesCount(count: number): string {
  return count === 1 ? '1 imagem' : `${count} imagens`;
}

/** "Foto da equipa, versão 3": the image as the owner finds it in "Ver Todas as Imagens". */
export function missingVersionName(item: MissingVersion): string {
  if (item.slotTitle === null) return `A imagem ${item.paths[0]}`;
  return item.version === null ? item.slotTitle : `${item.slotTitle}, versão ${item.version}`;
}

/** What to do about it, with only what the panel offers. */
export function missingVersionAdvice(item: MissingVersion): string {
  if (item.slotName === null) {
    return 'Nenhuma versão de um slot aponta para esta imagem: indique-a a quem mantém o site.';
  }
  const where =
    item.section === null
      ? `o slot «${item.slotTitle}»`
      : `a secção «${sectionLabel(item.section)}» e o slot «${item.slotTitle}»`;
  const sendAgain = `envie a imagem de novo em «Adicionar Imagem», escolhendo ${where}`;
  if (item.shown) {
    return (
      `É a imagem que o site mostra agora neste lugar: ${sendAgain}, ou, em «Ver Todas as Imagens», ` +
      'abra o «Histórico» deste slot e restaure outra versão.'
    );
  }
  return (
    'É uma versão do histórico, que o site não mostra agora: não a restaure. ' +
    `Se precisar dela, ${sendAgain}.`
  );
}

/** Said once under the list: why the same versions will be listed again. */
export const MISSING_STAY_IN_HISTORY =
  'O painel não apaga versões: uma versão em falta fica no histórico, mesmo depois de enviar a ' +
  'imagem de novo, e as próximas cópias voltam a indicá-la.';
