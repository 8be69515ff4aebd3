import type { MapAd } from '../../../../shared/schemas/map';

export interface PopupTexts {
  category: string;
  price: string;
}

/**
 * A marker's popup, built as DOM (text never parsed as HTML): the photo, the title linking to the ad,
 * its category and price. A plain click opens the ad inside the app; other clicks keep the browser's way.
 */
export function popupContent(ad: MapAd, texts: PopupTexts, openAd: (path: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'hromada-popup';
  root.dataset.testid = 'map-popup';
  if (ad.image) {
    const image = document.createElement('img');
    image.src = ad.image;
    image.alt = '';
    image.width = 56;
    image.height = 56;
    root.append(image);
  }
  const body = document.createElement('div');
  const link = document.createElement('a');
  link.href = `/ads/${ad.id}`;
  link.textContent = ad.title;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAd(link.pathname);
  });
  const meta = document.createElement('div');
  meta.textContent = `${texts.category} · ${texts.price}`;
  body.append(link, meta);
  root.append(body);
  return root;
}
