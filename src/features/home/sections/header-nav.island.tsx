import { NAV_ITEMS } from '#src/content/home-copy.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';

/**
 * The header's in-page links, with the owner's labels: in the bar (wide screens) or in the phone
 * menu. An island, so a label edited in /admin reaches open pages.
 */
export default function HeaderNavLinks({ place }: { place: 'bar' | 'menu' }) {
  const { header } = usePageTexts();
  return (
    <ul className={place === 'bar' ? 'flex items-center gap-1' : 'flex flex-col'}>
      {NAV_ITEMS.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={place === 'bar' ? 'nav-link' : 'menu-link'}>
            {header[item.label]}
          </a>
        </li>
      ))}
    </ul>
  );
}
