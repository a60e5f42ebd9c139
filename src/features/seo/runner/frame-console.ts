// Errors the audited page reports while it loads: console.error calls, uncaught exceptions,
// unhandled rejections and resources that failed to load. The listeners must be in place
// before the page's first script runs, so they are installed the moment the frame's new
// document exists and only trusted while it is still being parsed (its module scripts run
// after parsing); otherwise the capture is reported as unavailable, never as "no errors".

function describe(value: unknown): string {
  if (value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value)) {
    const error = value as { name?: unknown; message?: unknown };
    return `${String(error.name ?? 'Error')}: ${String(error.message)}`;
  }
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function resourceOf(target: EventTarget | null): string | null {
  if (!target || !('tagName' in target)) return null;
  const element = target as Element;
  const address = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
  return `Falha ao carregar ${element.tagName.toLowerCase()} ${address}`.trim();
}

/** Starts collecting into `errors`; returns false when it is already too late to trust it. */
export function captureFrameErrors(frameWindow: Window, errors: string[]): boolean {
  if (frameWindow.document.readyState !== 'loading') return false;
  // the frame's own console object, not this page's
  const frameConsole = (frameWindow as Window & typeof globalThis).console;
  const original = frameConsole.error.bind(frameConsole);
  frameConsole.error = (...args: unknown[]) => {
    errors.push(args.map(describe).join(' '));
    original(...args);
  };
  frameWindow.addEventListener(
    'error',
    (event) => {
      const resource = resourceOf(event.target === frameWindow ? null : event.target);
      errors.push(resource ?? ((event as ErrorEvent).message || 'Erro desconhecido'));
    },
    true, // capture: resource errors do not bubble
  );
  frameWindow.addEventListener('unhandledrejection', (event) => {
    errors.push(`Promessa rejeitada sem tratamento: ${describe(event.reason)}`);
  });
  return true;
}
