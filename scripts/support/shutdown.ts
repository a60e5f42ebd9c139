import { reportStartupFailure } from '#local/setup-error.ts';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const GRACE_MS = 15_000;

interface Closable {
  close(): Promise<void>;
}

/** What a script started, closed in reverse order (the site before the backend it talks to). */
export class RunningServices {
  private readonly started: Closable[] = [];
  private stopping: Promise<void> | undefined;

  add<T extends Closable>(service: T): T {
    this.started.push(service);
    return service;
  }

  stopAll(): Promise<void> {
    this.stopping ??= (async () => {
      for (const service of [...this.started].reverse()) await service.close();
    })();
    return this.stopping;
  }
}

/**
 * Stops everything once on Ctrl-C, SIGTERM or a closed terminal, then exits. A second
 * signal, or a stop that hangs, exits at once.
 */
function stopOnSignals(services: RunningServices): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`\n${signal} de novo: a sair sem esperar / exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log('\nA parar… / Stopping…');
    setTimeout(() => {
      console.error('A paragem demorou demasiado / stopping took too long; exiting.');
      process.exit(1);
    }, GRACE_MS).unref();
    services.stopAll().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

/**
 * A script's start-up: what `start` adds to the services is stopped on Ctrl-C, SIGTERM or a
 * closed terminal, and, if the start-up fails, stopped before the script exits saying why.
 */
export async function startServices(start: (services: RunningServices) => Promise<void>): Promise<void> {
  const services = new RunningServices();
  stopOnSignals(services);
  try {
    await start(services);
  } catch (error) {
    await failStartup(services, error);
  }
}

/** Stops what was started, reports why the start failed and exits with status 1. */
async function failStartup(services: RunningServices, error: unknown): Promise<never> {
  reportStartupFailure(error);
  await services.stopAll().catch((closeError: unknown) => console.error(closeError));
  process.exit(1);
}

/**
 * Vite's dev and preview servers install their own SIGTERM (and stdin end) handler that
 * calls process.exit() as soon as Vite is closed, which would cut the stand-in's close()
 * short and orphan its Deno processes. This creates a Vite server and drops those handlers;
 * stopOnSignals then closes everything in order.
 */
export async function withoutViteExitHandlers<T>(create: () => Promise<T>): Promise<T> {
  const sigterm = new Set(process.listeners('SIGTERM'));
  const stdinEnd = new Set(process.stdin.listeners('end'));
  const created = await create();
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigterm.has(listener)) process.off('SIGTERM', listener);
  }
  for (const listener of process.stdin.listeners('end')) {
    if (!stdinEnd.has(listener)) process.stdin.off('end', listener as () => void);
  }
  return created;
}
