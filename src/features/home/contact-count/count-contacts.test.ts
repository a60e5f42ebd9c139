import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactBeacon } from '#portable/contact-count.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { startCountingContacts } from './count-contacts.ts';

function page(html: string): void {
  document.body.innerHTML = html;
}

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function start(locale: SiteLocale = 'pt-PT') {
  const sent: ContactBeacon[] = [];
  stop = startCountingContacts(locale, document, (beacon) => sent.push(beacon));
  return sent;
}

const VISIT = { kind: 'visit', locale: 'pt-PT' };

const LINKS = `
  <header><a id="chat" href="https://wa.me/351910000000" data-contact="whatsapp" data-contact-section="header"><span id="label">Contactar</span></a></header>
  <a id="call" href="tel:+351910000000" data-contact="tel" data-contact-section="hero">Ligar Agora</a>
  <a id="unmarked" href="https://wa.me/351910000000" data-contact="whatsapp">Sem secção</a>
  <a id="unknown" href="tel:+351910000000" data-contact="tel" data-contact-section="reviews">Secção desconhecida</a>
  <a id="mail" href="mailto:geral@example.pt">E-mail</a>
  <p id="text">Texto</p>
`;

describe('startCountingContacts', () => {
  it('counts the visit once, when it starts', () => {
    page(LINKS);
    expect(start()).toEqual([VISIT]);
  });

  it('counts the visit and the taps with the language of the page it runs on', () => {
    page(LINKS);
    const sent = start('en-GB');
    document.getElementById('label')?.click();
    document.getElementById('call')?.click();
    expect(sent).toEqual([
      { kind: 'visit', locale: 'en-GB' },
      { kind: 'tap', locale: 'en-GB', section: 'header', channel: 'whatsapp' },
      { kind: 'tap', locale: 'en-GB', section: 'hero', channel: 'call' },
    ]);
  });

  it('counts a tap on a WhatsApp or call link with its section and channel', () => {
    page(LINKS);
    const sent = start();
    document.getElementById('label')?.click();
    document.getElementById('call')?.click();
    expect(sent.slice(1)).toEqual([
      { kind: 'tap', locale: 'pt-PT', section: 'header', channel: 'whatsapp' },
      { kind: 'tap', locale: 'pt-PT', section: 'hero', channel: 'call' },
    ]);
  });

  it('counts nothing for other clicks, links without a known section and other links', () => {
    page(LINKS);
    const sent = start();
    for (const id of ['unmarked', 'unknown', 'mail', 'text']) document.getElementById(id)?.click();
    document.body.click();
    expect(sent).toEqual([VISIT]);
  });

  it('counts a middle click (a new tab), not a right click', () => {
    page(LINKS);
    const sent = start();
    const call = document.getElementById('call');
    call?.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    call?.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(sent.slice(1)).toEqual([{ kind: 'tap', locale: 'pt-PT', section: 'hero', channel: 'call' }]);
  });

  it('never stops the link, and counts even when another handler stops the click', () => {
    page(LINKS);
    const sent = start();
    const call = document.getElementById('call');
    call?.addEventListener('click', (event) => event.stopPropagation());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    call?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(sent.slice(1)).toEqual([{ kind: 'tap', locale: 'pt-PT', section: 'hero', channel: 'call' }]);
  });

  it('counts links rendered after it started (islands)', () => {
    page('<footer id="footer"></footer>');
    const sent = start();
    document.getElementById('footer')!.innerHTML =
      '<a id="late" href="tel:+351910000000" data-contact="tel" data-contact-section="footer">Ligar</a>';
    document.getElementById('late')?.click();
    expect(sent.slice(1)).toEqual([{ kind: 'tap', locale: 'pt-PT', section: 'footer', channel: 'call' }]);
  });

  it('stops counting when stopped', () => {
    page(LINKS);
    const sent = start();
    stop();
    document.getElementById('call')?.click();
    expect(sent).toEqual([VISIT]);
  });

  it('writes nothing on the device', () => {
    page(LINKS);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    start();
    document.getElementById('call')?.click();
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    setItem.mockRestore();
  });
});
