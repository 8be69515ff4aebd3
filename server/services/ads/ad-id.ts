const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name an ad at all (a UUID), so a malformed one is 404 without a query. */
export const isAdId = (id: string) => UUID.test(id);
