// What the public page shows in a video's place while it has no URL: there is no built-in
// video, so the section keeps its still image (src/features/home: hero-video.tsx,
// waterproofing-video.tsx). The admin says so, as it does for empty image slots.

/** One pt-PT sentence for a video with no URL set. */
export function emptyVideoText(videoKey: string): string {
  if (videoKey === 'hero-main') return 'Nenhum vídeo definido — o site mostra a imagem de capa.';
  if (videoKey === 'waterproofing')
    return 'Nenhum vídeo definido — o site mostra a ilustração da secção de impermeabilização.';
  return 'Nenhum vídeo definido — o site não mostra nenhum vídeo neste lugar.';
}
