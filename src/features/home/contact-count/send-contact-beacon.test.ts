import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactBeacon } from './send-contact-beacon.ts';

const URL = 'http://supabase.invalid/functions/v1/contact-count';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBeacon(result: boolean | Error) {
  const sendBeacon = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

describe('sendContactBeacon', () => {
  it('sends the beacon as JSON text with sendBeacon', () => {
    const sendBeacon = stubBeacon(true);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    sendContactBeacon({ kind: 'tap', locale: 'en-GB', section: 'hero', channel: 'call' });
    expect(sendBeacon).toHaveBeenCalledWith(
      URL,
      '{"kind":"tap","locale":"en-GB","section":"hero","channel":"call"}',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses', false],
    ['throws', new TypeError('blocked')],
  ])('falls back to a keepalive fetch without credentials when sendBeacon %s', async (_what, result) => {
    stubBeacon(result);
    const offline = Promise.reject(new TypeError('offline'));
    // the failure is handled: nothing reaches the visitor or the console
    const handled = vi.spyOn(offline, 'catch');
    const fetch = vi.fn(() => offline);
    vi.stubGlobal('fetch', fetch);
    sendContactBeacon({ kind: 'visit', locale: 'pt-PT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handled).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(URL, {
      method: 'POST',
      body: '{"kind":"visit","locale":"pt-PT"}',
      keepalive: true,
      credentials: 'omit',
      mode: 'no-cors',
    });
  });
});
