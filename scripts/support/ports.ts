import { createServer } from 'node:net';
import { SetupError } from '#local/setup-error.ts';

class PortInUseError extends SetupError {
  readonly port: number;
  constructor(port: number, envName: string) {
    super(
      `A porta ${port} já está em uso (talvez outro "npm start" ainda esteja a correr). ` +
        `Pare-o ou escolha outra porta com ${envName}=<porta>.\n` +
        `Port ${port} is already in use (maybe another "npm start" is still running). ` +
        `Stop it or choose another port with ${envName}=<port>.`,
    );
    this.port = port;
  }
}

/** Fails fast, before anything is started, when 127.0.0.1:<port> cannot be bound. */
export async function assertPortFree(port: number, envName: string): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, envName) : error,
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** PORT-style variable as a port number, or the default. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new SetupError(`${name}=${raw} não é uma porta válida / is not a valid port.`);
  }
  return port;
}
