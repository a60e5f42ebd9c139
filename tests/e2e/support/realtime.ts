import type { Page } from '@playwright/test';

/**
 * Resolves once the page's realtime channel `name` has been joined (the server's ok reply to
 * phx_join), so a change made afterwards can only reach the page through that channel.
 * Call before the page opens its socket.
 */
export function channelJoined(page: Page, name: string): Promise<void> {
  // Phoenix v2 JSON frames: [join_ref, ref, topic, event, payload]; binary frames are not ours.
  const parse = (payload: string | Buffer): unknown[] => {
    try {
      const frame: unknown = JSON.parse(String(payload));
      return Array.isArray(frame) ? frame : [];
    } catch {
      return [];
    }
  };
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      let joinRef: unknown;
      socket.on('framesent', ({ payload }) => {
        const [, ref, topic, event] = parse(payload);
        if (topic === `realtime:${name}` && event === 'phx_join') joinRef = ref;
      });
      socket.on('framereceived', ({ payload }) => {
        const [, ref, , event, reply] = parse(payload);
        if (joinRef !== undefined && ref === joinRef && event === 'phx_reply') {
          if ((reply as { status?: string } | undefined)?.status === 'ok') resolve();
        }
      });
    });
  });
}
