// The prerendered home page's script, loaded by src/main.tsx once the page is on screen. No
// React: the page already shows what is published. It starts the videos, brings the reviews'
// dates up to date, follows live changes once the page has been open a while (or, as /admin's
// preview, the texts it is sent), and loads React (src/mount-home.tsx) only when an interactive
// island comes near or a live change must be rendered.
import { defineYouTubePlayer } from '#src/features/home/components/youtube-player-element.ts';
import { whenInteractiveIslandsNear } from '#src/features/home/islands/near-islands.ts';
import { readHomeState } from '#src/lib/home-state-contract.ts';
import { followPreviewTexts } from '#src/lib/follow-preview-texts.ts';
import { isPagePreview, previewLocale } from '#src/lib/page-texts-preview.ts';
import { refreshTimesAgo } from '#src/lib/refresh-times-ago.ts';
import { whenIdle } from '#src/lib/when-idle.ts';
import { whenPageOpenFor } from '#src/lib/when-page-open-for.ts';
import { LIVE_UPDATES_AFTER_MS } from '#src/features/home/api/live-updates-start.ts';
import type { HomeRuntime } from './mount-home.tsx';

export function startHome(stylesheet: Promise<void>): void {
  const state = readHomeState(document);
  defineYouTubePlayer();
  refreshTimesAgo(document, { ...(state && { builtAt: Date.parse(state.builtAt) }) });

  const preview = isPagePreview(window.location);
  let runtime: Promise<HomeRuntime> | undefined;
  const react = () =>
    (runtime ??= import('./mount-home.tsx').then(({ startHomeRuntime }) =>
      startHomeRuntime(state, stylesheet, {
        // /admin's preview may show another language's texts than the page's
        ...(preview && { showLocale: previewLocale(window.location) }),
      }),
    ));

  whenInteractiveIslandsNear((island) => void react().then((home) => home.hydrate(island)));
  if (preview) {
    // /admin's preview shows the texts it is sent, and no live change replaces them
    followPreviewTexts((texts) => void react().then((home) => home.showTexts(texts)));
    return;
  }
  void whenPageOpenFor(LIVE_UPDATES_AFTER_MS).then(() =>
    whenIdle(() => {
      void import('#src/features/home/api/follow-live-changes.ts').then(({ followLiveChanges }) =>
        followLiveChanges({
          shownRevision: state?.revision ?? null,
          onChange: (queryKeys) => void react().then((home) => home.applyChange(queryKeys)),
        }),
      );
    }),
  );
}
