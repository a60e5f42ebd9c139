// Hydration on approach: the prerendered HTML of a section below the first screen is complete
// and its links work, so React can leave it as it is until the visitor gets near it. A gate is
// open once the section's element comes within a screen of the viewport, or as soon as the
// visitor points at, touches or focuses something inside it (before React handles that event,
// so React hydrates the section at once and the event still reaches it).

interface Gate {
  /** Set before the promise resolves: an open gate is never waited for again. */
  open: boolean;
  promise: Promise<void>;
}

const gates = new Map<string, Gate>();
const OPENING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * The promise to wait for before hydrating the prerendered element `#id`, or null when there
 * is nothing to wait for: on the server, when the gate is open, or when the element is not in
 * the page (rendered from scratch, e.g. after an in-app navigation, or not prerendered).
 */
export function nearViewportGate(id: string): Promise<void> | null {
  if (typeof document === 'undefined') return null;
  const existing = gates.get(id);
  if (existing) return existing.open ? null : existing.promise;
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return null;

  let open!: () => void;
  const gate: Gate = { open: false, promise: new Promise<void>((resolve) => (open = resolve)) };
  gates.set(id, gate);

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) openGate();
    },
    { rootMargin: '100% 0px' },
  );
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) openGate();
  };
  function openGate() {
    if (gate.open) return;
    gate.open = true;
    observer.disconnect();
    for (const type of OPENING_EVENTS) document.removeEventListener(type, onEvent, true);
    open();
  }
  observer.observe(element);
  for (const type of OPENING_EVENTS) document.addEventListener(type, onEvent, true);
  return gate.promise;
}
