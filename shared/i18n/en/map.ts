import type { Messages } from './ui';

/** The map of ads (i18next namespace `map`). English is the reference shape for the Ukrainian file. */
export const map = {
  heading: 'Map',
  subtitle: 'Listings with an address, placed on the map',
  cityLabel: 'City',
  categoriesLabel: 'Categories',
  selectAll: 'Select all',
  deselectAll: 'Deselect all',
  filters: 'Filters',
  filtersTitle: 'Map filters',
  showListings_one: 'Show {{count}} listing',
  showListings_other: 'Show {{count}} listings',
  close: 'Close',
  mapLabel: 'Map of listings: {{city}}',
  empty: 'No listings with valid addresses found.',
  emptyHint: 'Choose another city or more categories.',
  shown_one: '{{count}} listing on the map',
  shown_other: '{{count}} listings on the map',
  capped: 'Only the newest {{count}} are shown; choose fewer categories to see the rest.',
  listHeading: 'Listings on the map',
  cluster_one: '{{count}} listing here. Zoom in',
  cluster_other: '{{count}} listings here. Zoom in',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  closePopup: 'Close',
  loadError: 'The listings for the map could not be loaded',
};

export type MapMessages = Messages<typeof map>;
