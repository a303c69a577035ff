import type { Image } from '@ticketkit/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster } from './Poster.tsx';

const url = 'https://api.example/v1/images/events/ev_1.webp';
const image: Image = { url, srcset: `${url}?w=400 400w, ${url} 1200w`, alt: 'Singers on a lit stage', width: 1200, height: 675 };

describe('Poster', () => {
  it('offers the widths in srcset, with the sizes of its layout, and keeps the space of its shape', () => {
    render(<Poster image={image} layout="card" loading="lazy" />);
    const img = screen.getByRole('img', { name: 'Singers on a lit stage' });
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('srcset', image.srcset);
    expect(img).toHaveAttribute('sizes', '(min-width: 40rem) 24rem, 100vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('draws the hero across a phone and beside the title on wider screens, and says nothing of sizes without a srcset', () => {
    const { rerender } = render(<Poster image={image} layout="hero" />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 52rem) 40rem, 100vw');
    rerender(<Poster image={{ ...image, srcset: undefined }} layout="hero" alt="" />);
    const img = screen.getByRole('presentation');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
