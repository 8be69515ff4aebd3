/**
 * What the geocoder is asked for an ad: its address, followed by its city unless the address names
 * the city already (in either language), so "123 Main St" is looked up in the ad's own city.
 */
export function geocodeQuery(address: string, city: { name: string; nameUk: string | null }): string {
  const text = address.trim();
  if (!text) return '';
  const lower = text.toLowerCase();
  const named = [city.name, city.nameUk].some((name) => name && lower.includes(name.toLowerCase()));
  return named ? text : `${text}, ${city.name}`;
}
