/** An element's place under `root`: the index of each ancestor among its siblings, from the top. */
function placeOf(element: Element, root: Element): number[] {
  const place: number[] = [];
  for (let at = element; at !== root && at.parentElement; at = at.parentElement) {
    place.unshift([...at.parentElement.children].indexOf(at));
  }
  return place;
}

function elementAt(place: readonly number[], root: Element): Element | undefined {
  return place.reduce<Element | undefined>((element, index) => element?.children[index], root);
}

/**
 * Notes what the visitor has done in markup that is about to be replaced by a fresh render of
 * the same island (an open answer, the focused question) and returns what puts it back, by
 * place, in the new markup: a live change must not close what the visitor opened, nor drop a
 * keyboard user's focus to the top of the page.
 */
export function keepInteraction(root: HTMLElement): () => void {
  const active = document.activeElement;
  const focused = active && active !== root && root.contains(active) ? placeOf(active, root) : null;
  const open = [...root.querySelectorAll('details')].flatMap((details, index) =>
    details.open ? [index] : [],
  );
  return () => {
    const disclosures = root.querySelectorAll('details');
    for (const index of open) disclosures[index]?.setAttribute('open', '');
    // only where the focus fell with the old markup, not where the visitor has moved it since
    const lost = document.activeElement === null || document.activeElement === document.body;
    const target = focused && elementAt(focused, root);
    if (lost && target instanceof HTMLElement) target.focus({ preventScroll: true });
  };
}
