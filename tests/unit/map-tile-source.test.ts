import { describe, expect, it } from 'vitest';
import { mapTileSource } from '../../server/services/map/tile-source';

describe('mapTileSource (the CSP img-src entry for MAP_TILE_URL)', () => {
  it('is the origin of a tile URL template, with a {s} subdomain as a wildcard', () => {
    expect(mapTileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(mapTileSource('https://{s}.Tiles.Example.org:8443/{z}/{x}/{y}.png?key=1')).toEqual([
      'https://*.tiles.example.org:8443',
    ]);
    expect(mapTileSource('http://127.0.0.1:3999/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:3999']);
  });

  it('adds nothing for same-site paths and data: URLs, and only the scheme for other host placeholders', () => {
    expect(mapTileSource('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(mapTileSource('data:image/svg+xml,%3Csvg%3E')).toEqual([]);
    expect(mapTileSource('https://{r}.example.org/{z}/{x}/{y}.png')).toEqual(['https:']);
  });
});
