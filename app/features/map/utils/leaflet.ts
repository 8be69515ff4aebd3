// Leaflet and its clustering plugin, loaded only with the map page's chunk. The plugin extends the
// global `L` that Leaflet sets, so Leaflet's module must run first (import order).
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its default marker images from its CSS file's path, which a bundler rewrites: name them.
const pin = {
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
} satisfies L.IconOptions;

export const markerIcon = L.icon(pin);
/** Currently paid ads stand out in the secondary (orange) colour. */
export const paidMarkerIcon = L.icon({ ...pin, className: 'hromada-paid-marker' });

export { L };
