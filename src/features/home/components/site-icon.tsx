import { usePublishedImage } from '../api/get-site-media.ts';

/** The `global.favicon` image as the tab icon once published (React hoists the link into <head>). */
export function SiteIcon() {
  const icon = usePublishedImage('global.favicon');
  return icon ? <link rel="icon" href={icon.url} /> : null;
}
