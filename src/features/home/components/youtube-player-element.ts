// <youtube-player video-id="…" player-title="…" play-label="…" [lazy]></youtube-player>
//
// The home page's videos without React: an empty element laid over the poster (its sibling, the
// hero's LCP element, which it never touches: moving the poster into a shadow root would paint
// it again, later). The muted looping player is put in it once the page is idle, so it never
// competes with the first screen. With prefers-reduced-motion it never starts by itself: a play
// button attaches it on request. Without a video id there is no player and no button, and
// nothing is requested from YouTube. The player and the button live in the element's shadow
// root, so React can hydrate or re-render the element (a new video-id) without ever seeing them.
import { whenIdle } from '#src/lib/when-idle.ts';
import { youtubeBackgroundEmbedUrl } from '#src/lib/youtube-embed-url.ts';

const YOUTUBE_PLAYER_TAG = 'youtube-player';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const STYLE = `
:host { display: block; pointer-events: none; }
iframe, button { pointer-events: auto; }
iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; opacity: 0; transition: opacity 0.7s; }
iframe[data-loaded] { opacity: 1; }
button { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  margin: 0; padding: 0; border: 0; background: rgb(0 0 0 / 0.1); cursor: pointer; transition: background-color 0.15s; }
button:hover { background: rgb(0 0 0 / 0.2); }
button:focus-visible { outline: 3px solid var(--color-brand-500, #1f8d88); outline-offset: -3px; }
span { display: flex; width: 4.5rem; height: 4.5rem; align-items: center; justify-content: center;
  border-radius: 9999px; background: rgb(255 255 255 / 0.95); color: var(--color-brand-800, #0f4c54);
  box-shadow: 0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1); }
svg { margin-left: 0.25rem; }
`;

const PLAY_ICON =
  '<svg width="30" height="30" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<polygon points="6 3 20 12 6 21 6 3"></polygon></svg>';

// made on first use: the server's render imports this module, and Node has no HTMLElement
const youTubePlayerClass = () =>
  class YouTubePlayerElement extends HTMLElement {
    static observedAttributes = ['video-id'];

    #root: ShadowRoot | null = null;
    #frame: HTMLIFrameElement | null = null;
    #button: HTMLButtonElement | null = null;
    #idle = false;
    #requested = false;
    #cancelIdle: (() => void) | null = null;

    connectedCallback(): void {
      if (!this.#root) {
        this.#root = this.attachShadow({ mode: 'open' });
        const style = document.createElement('style');
        style.textContent = STYLE;
        this.#root.append(style);
      }
      this.#cancelIdle = whenIdle(() => {
        this.#idle = true;
        this.#update();
      });
      this.#update();
    }

    disconnectedCallback(): void {
      this.#cancelIdle?.();
      this.#cancelIdle = null;
    }

    attributeChangedCallback(): void {
      if (this.#root) this.#update();
    }

    #update(): void {
      const root = this.#root;
      if (!root) return;
      const videoId = this.getAttribute('video-id') || null;
      const reducedMotion = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
      const attached = videoId !== null && (this.#requested || (this.#idle && !reducedMotion));

      if (!attached || this.#frame?.dataset.videoId !== videoId) {
        this.#frame?.remove();
        this.#frame = null;
      }
      if (attached && !this.#frame) {
        this.#frame = this.#createFrame(videoId);
        root.append(this.#frame);
      }

      const wantsButton = videoId !== null && !attached && reducedMotion;
      if (!wantsButton) {
        this.#button?.remove();
        this.#button = null;
      } else if (!this.#button) {
        this.#button = this.#createButton();
        root.append(this.#button);
      }
    }

    #createFrame(videoId: string): HTMLIFrameElement {
      const frame = document.createElement('iframe');
      frame.dataset.videoId = videoId;
      frame.src = youtubeBackgroundEmbedUrl(videoId);
      frame.title = this.getAttribute('player-title') ?? '';
      if (this.hasAttribute('lazy') && !this.#requested) frame.loading = 'lazy';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture';
      // YouTube refuses to play embeds that arrive without a referrer.
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.addEventListener('load', () => frame.setAttribute('data-loaded', ''), { once: true });
      return frame;
    }

    #createButton(): HTMLButtonElement {
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', this.getAttribute('play-label') ?? '');
      button.innerHTML = `<span>${PLAY_ICON}</span>`;
      button.addEventListener('click', () => {
        this.#requested = true;
        this.#update();
      });
      return button;
    }
  };

/** Defines the element once (the home page's script, and the router's home page). */
export function defineYouTubePlayer(): void {
  if (!customElements.get(YOUTUBE_PLAYER_TAG))
    customElements.define(YOUTUBE_PLAYER_TAG, youTubePlayerClass());
}
