import createCache from '@emotion/cache';

/**
 * MUI's style cache. The server renders with one of its own and puts the styles it used in the page's
 * head (`<style data-emotion="css …">`); a cache of the same key in the browser takes those over on
 * hydration instead of inserting them again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
