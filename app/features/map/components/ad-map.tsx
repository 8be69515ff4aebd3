import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MapAd } from '../../../../shared/schemas/map';
import { usePriceText } from '../../ads/hooks/use-price-text';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { L, markerIcon, paidMarkerIcon } from '../utils/leaflet';
import { popupContent } from '../utils/popup-content';
import { mapStyles } from './map-styles';

type Props = {
  ads: MapAd[];
  tiles: { tile_url: string; attribution: string };
  /** What the map shows, for screen readers. */
  label: string;
  sx?: SxProps<Theme>;
};

/** Before any marker is known: the continental United States. */
const START = { center: [39.5, -98.35] as L.LatLngTuple, zoom: 3 };

function clusterIcon(count: number, label: string) {
  const text = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return L.divIcon({
    html: `<span aria-hidden="true">${count}</span><span class="hromada-visually-hidden">${text}</span>`,
    className: 'hromada-cluster',
    iconSize: L.point(44, 44),
  });
}

/** The Leaflet map: tiles from site config, clustered markers, popups linking to each ad. */
export function AdMap({ ads, tiles, label, sx }: Props) {
  const { t } = useTranslation('map');
  const navigate = useNavigate();
  const categoryName = useCategoryName();
  const priceText = usePriceText();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, {
      zoomControl: false,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      ...START,
    });
    L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container);
    setMap(created);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, [tiles.tile_url, tiles.attribution, still]);

  // Controls and popups speak the reader's language.
  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
    const onPopupOpen = (event: L.PopupEvent) => {
      const element = event.popup.getElement();
      element?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('closePopup'));
      element?.querySelector<HTMLAnchorElement>('.hromada-popup a')?.focus();
    };
    map.on('popupopen', onPopupOpen);
    return () => {
      zoom.remove();
      map.off('popupopen', onPopupOpen);
    };
  }, [map, t]);

  useEffect(() => {
    if (!map) return;
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      animate: !still,
      maxClusterRadius: 50,
      iconCreateFunction: (cluster) =>
        clusterIcon(cluster.getChildCount(), t('cluster', { count: cluster.getChildCount() })),
    });
    for (const ad of ads) {
      const marker = L.marker([ad.latitude, ad.longitude], {
        icon: ad.is_paid ? paidMarkerIcon : markerIcon,
        title: ad.title,
        alt: ad.title,
        zIndexOffset: ad.is_paid ? 1000 : 0,
      });
      const texts = { category: categoryName(ad.category), price: priceText(ad) };
      marker.bindPopup(() => popupContent(ad, texts, (path) => navigate(path)));
      clusters.addLayer(marker);
    }
    map.addLayer(clusters);
    if (ads.length > 0) {
      const bounds = L.latLngBounds(ads.map((ad) => [ad.latitude, ad.longitude] as L.LatLngTuple));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: 15, animate: !still });
    }
    return () => {
      map.removeLayer(clusters);
    };
  }, [map, ads, t, categoryName, priceText, navigate, still]);

  return (
    <Box
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid="ad-map"
      sx={[mapStyles, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
