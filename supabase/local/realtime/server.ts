import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { LocalContext } from '../context.ts';

export interface RealtimeService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export async function createRealtime(_ctx: LocalContext): Promise<RealtimeService> {
  return {
    handleUpgrade(_req, socket) {
      socket.destroy();
    },
    async close() {},
  };
}
