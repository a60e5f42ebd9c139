import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it('is one image named by its label, five stars wide, gold as far as the rating', () => {
    render(<StarRating rating={4.8} label="4,8 de 5 estrelas" size={24} />);
    const image = screen.getByRole('img', { name: '4,8 de 5 estrelas' });
    expect(image).toHaveClass('star-row');
    expect(image.style.width).toBe('128px');
    expect(image.style.height).toBe('24px');
    const gold = image.firstElementChild as HTMLElement;
    expect(gold.style.width).toBe('96%');
    // no SVG: the row is two boxes, whatever the rating
    expect(image.querySelectorAll('*')).toHaveLength(1);
  });

  it('keeps the gold row within the five stars', () => {
    const { container } = render(
      <>
        <StarRating rating={7} label="a" />
        <StarRating rating={-1} label="b" />
      </>,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('[role="img"] > span')].map(
      (gold) => gold.style.width,
    );
    expect(widths).toEqual(['100%', '0%']);
  });

  it('masks the row with lucide’s star, the drawing the other icons come from', () => {
    // read as written (a CSS import is empty under Vitest); the tests run from the project root
    const stylesheet = readFileSync('src/styles.css', 'utf8');
    const rule = /\.star-row\s*\{[^}]*url\("data:image\/svg\+xml,([^"]+)"\)/.exec(stylesheet);
    expect(rule).not.toBeNull();
    const tile = decodeURIComponent(rule![1]!);
    const lucidePath = /<path d="([^"]+)"/.exec(renderToStaticMarkup(<Star />))?.[1];
    expect(lucidePath).toBeTruthy();
    expect(tile).toContain(`d='${lucidePath}'`);
    // one star and a 2-unit gap: five tiles make the 128-unit row
    expect(tile).toContain("viewBox='0 0 26 24'");
  });
});
