// What the public page shows in a slot's place while the slot is empty: a built-in image for
// some slots, nothing for the others (src/features/home shows them). The admin says which,
// so the owner is never told a picture will show where none does.

const WITH_BUILT_IN_IMAGE: readonly RegExp[] = [
  /^servico-/,
  /^process\.step_\d+$/,
  /^home\.hero\.(mobile|desktop)$/,
  /^global\.(og_image|favicon)$/,
];
/** Slots whose place shows a built-in drawing or text instead of an image. */
const WITH_BUILT_IN_CONTENT: readonly RegExp[] = [/^global\.logo$/, /^home\.hero\.badge\.\d+$/];

/** One pt-PT sentence: what visitors see in this slot's place while it has no image. */
export function emptySlotText(slotName: string): string {
  if (WITH_BUILT_IN_IMAGE.some((pattern) => pattern.test(slotName)))
    return 'O site mostra a ilustração incluída no site.';
  if (WITH_BUILT_IN_CONTENT.some((pattern) => pattern.test(slotName)))
    return 'O site mostra o desenho e o texto incluídos no site.';
  if (slotName.startsWith('gallery.'))
    return 'O par Antes e Depois só aparece no site quando as duas imagens estão publicadas.';
  return 'O site não mostra nenhuma imagem neste lugar.';
}
