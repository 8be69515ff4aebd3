import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AD_GRID_IMAGE_SIZES, firstRowCards } from '../../app/features/ads/components/ad-grid-layout';
import { AdImage } from '../../app/features/ads/components/ad-image';
import { fixedImageSizes, imageSizes } from '../../app/lib/image-sizes';
import { PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';

// An ad photo's markup comes from its props alone (the server will render it too, and hydration needs
// the same HTML): rendered here in Node, where there is no window and no media query to ask.

const photo = {
  storage_path: '/media/ad-images/ads/a/bike-full.webp',
  thumbnail_path: '/media/ad-images/ads/a/bike-thumb.webp',
};
const render = (props: Partial<Parameters<typeof AdImage>[0]>) =>
  renderToString(createElement(AdImage, { image: photo, alt: 'Bike', sizes: '50vw', ...props }));
const img = (html: string) => html.match(/<img [^>]*>/)?.[0] ?? '';

describe('an ad photo', () => {
  it('offers both variants by width with the given sizes, in a fixed 4:3 box', () => {
    const tag = img(render({}));
    expect(tag).toContain(`src="${photo.thumbnail_path}"`);
    expect(tag).toContain(`srcSet="${photo.thumbnail_path} 480w, ${photo.storage_path} 1600w"`);
    expect(tag).toContain('sizes="50vw"');
    expect(tag).toMatch(/width="480" height="360"/);
  });

  it('loads lazily unless it is above the fold, then at once with high priority', () => {
    expect(img(render({}))).toContain('loading="lazy"');
    expect(img(render({}))).not.toContain('fetchPriority');
    const first = img(render({ priority: true }));
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
  });

  it('on a card, gives phones the thumbnail whatever their pixel density', () => {
    const html = render({ thumbnailOnPhones: true });
    expect(html).toContain(`<source media="(max-width: 599.95px)" srcSet="${photo.thumbnail_path}"/>`);
    expect(render({})).not.toContain('<source');
  });

  it('without a photo, is the placeholder alone', () => {
    for (const image of [
      undefined,
      { storage_path: PLACEHOLDER_IMAGE_PATH, thumbnail_path: PLACEHOLDER_IMAGE_PATH },
    ]) {
      const html = render({ image, thumbnailOnPhones: true });
      expect(img(html)).toContain(`src="${PLACEHOLDER_IMAGE_PATH}"`);
      expect(html).not.toMatch(/srcSet|<source/);
    }
  });

  it('renders the same markup every time', () => {
    expect(render({ priority: true, thumbnailOnPhones: true })).toBe(
      render({ priority: true, thumbnailOnPhones: true }),
    );
  });
});

describe('image sizes', () => {
  it('follow the card grid: 1–3 columns on phones, then 2, 3 and 4, fixed once the page stops growing', () => {
    expect(AD_GRID_IMAGE_SIZES.cards).toBe(
      '(min-width: 1440px) 326px, (min-width: 1200px) calc((100vw - 136px) * 0.25), ' +
        '(min-width: 900px) calc((100vw - 112px) * 0.3333), (min-width: 600px) calc((100vw - 64px) * 0.5), ' +
        '(min-width: 536px) calc((100vw - 56px) * 0.3333), (min-width: 364px) calc((100vw - 44px) * 0.5), ' +
        'calc(100vw - 32px)',
    );
    expect(AD_GRID_IMAGE_SIZES.wideCards).toMatch(
      /, \(min-width: 600px\) calc\(\(100vw - 64px\) \* 0\.5\), calc\(100vw - 32px\)$/,
    );
  });

  it('of a fixed width keep one entry per change', () => {
    expect(fixedImageSizes({ xs: 104, sm: 160, md: 144 })).toBe(
      '(min-width: 900px) 144px, (min-width: 600px) 160px, 104px',
    );
    expect(fixedImageSizes({ xs: 88 })).toBe('88px');
    expect(imageSizes([[0, { share: 1, less: 0 }]])).toBe(
      '(min-width: 1440px) 1376px, (min-width: 900px) calc(100vw - 64px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });

  it('load the first row of a phone at once: two cards, or one wide card', () => {
    expect([firstRowCards(), firstRowCards(true)]).toEqual([2, 1]);
  });
});
