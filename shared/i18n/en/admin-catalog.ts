import type { Messages } from './ui';

/** Admin pages for categories and cities (i18next namespace `adminCatalog`). English is the reference shape for the Ukrainian file. */
export const adminCatalog = {
  heading: 'Categories and cities',
  categories: {
    heading: 'Categories',
    subtitle: 'The sections people post ads in. The site shows them in this order, by the number in Order.',
    add: 'Add category',
    listLabel: 'Categories',
    shown_one: '{{count}} category',
    shown_other: '{{count}} categories',
    errorTitle: 'Failed to load categories',
    emptyTitle: 'No categories yet',
    emptyBody: 'Add the first one: people choose a category when they post an ad.',
    columns: {
      nameEn: 'Name in English',
      nameUk: 'Name in Ukrainian',
      slug: 'Slug',
      order: 'Order',
      ads: 'Ads',
      actions: 'Actions',
    },
    form: {
      addTitle: 'Add a category',
      editTitle: 'Edit category',
      intro: 'The site shows the Ukrainian name in Ukrainian and the English name in English.',
      nameEn: 'Name in English',
      nameUk: 'Name in Ukrainian',
      slugHint: 'Part of the address: /tampa/{{slug}}. Lower-case Latin letters, digits and hyphens.',
      order: 'Order',
      orderHint: 'Smaller numbers come first in the navigation.',
      submitAdd: 'Add category',
    },
    deleteDialog: {
      title: 'Delete the category?',
      body: 'The category “{{name}}” will be deleted. It has no ads.',
      hasAds_one:
        'The category “{{name}}” still has {{count}} ad. Move it to another category to delete this one.',
      hasAds_other:
        'The category “{{name}}” still has {{count}} ads. Move them to another category to delete this one.',
      moveTo: 'Move the ads to',
      noOther: 'There is no other category to move the ads to. Add one first.',
    },
    toast: {
      created: 'Category added',
      updated: 'Category updated',
      deleted: 'Category deleted',
      deletedMoved_one: 'Category deleted; {{count}} ad moved to “{{target}}”',
      deletedMoved_other: 'Category deleted; {{count}} ads moved to “{{target}}”',
    },
  },
  cities: {
    heading: 'Cities',
    subtitle: 'The cities people post ads for. Each city has its own address on the site, like /tampa.',
    add: 'Add city',
    listLabel: 'Cities',
    shown_one: '{{count}} city',
    shown_other: '{{count}} cities',
    errorTitle: 'Failed to load cities',
    emptyTitle: 'No cities yet',
    emptyBody: 'Add the first one: people choose a city when they post an ad.',
    columns: {
      name: 'Name',
      nameUk: 'Name in Ukrainian',
      slug: 'Slug',
      ads: 'Ads',
      actions: 'Actions',
    },
    form: {
      addTitle: 'Add a city',
      editTitle: 'Edit city',
      intro: 'The city appears in the city choice on listings and in the ad form, with its own address.',
      name: 'Name (English)',
      nameUk: 'Name in Ukrainian',
      nameUkHint: 'Optional. Without it, the Ukrainian interface shows the English name.',
      slugHint: 'The city’s address: /{{slug}}. Lower-case Latin letters, digits and hyphens.',
      submitAdd: 'Add city',
    },
    deleteDialog: {
      title: 'Delete the city?',
      body: 'The city “{{name}}” will be deleted. It has no ads.',
      hasAds_one: 'The city “{{name}}” still has {{count}} ad. Move it to another city to delete this one.',
      hasAds_other:
        'The city “{{name}}” still has {{count}} ads. Move them to another city to delete this one.',
      moveTo: 'Move the ads to',
      noOther: 'There is no other city to move the ads to. Add one first.',
    },
    toast: {
      created: 'City added',
      updated: 'City updated',
      deleted: 'City deleted',
      deletedMoved_one: 'City deleted; {{count}} ad moved to “{{target}}”',
      deletedMoved_other: 'City deleted; {{count}} ads moved to “{{target}}”',
    },
  },
  notSet: 'not set',
  adsCount_one: '{{count}} ad',
  adsCount_other: '{{count}} ads',
  card: {
    slug: 'Address',
    order: 'Order',
  },
  actions: {
    edit: 'Edit “{{name}}”',
    delete: 'Delete “{{name}}”',
    moveUp: 'Move “{{name}}” up',
    moveDown: 'Move “{{name}}” down',
  },
  form: {
    slug: 'Slug',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
  },
  deleteDialog: {
    cancel: 'Cancel',
    confirm: 'Delete',
    confirmMove: 'Move ads and delete',
    working: 'Deleting…',
  },
  failure: {
    save: 'Could not save the changes. Check your connection and try again.',
    delete: 'Could not delete. Check your connection and try again.',
    order: 'Could not change the order. Try again.',
  },
  fieldErrors: {
    slugRequired: 'Slug is required',
    slugFormat:
      'Use only lower-case Latin letters (a–z), digits and single hyphens between them, e.g. “real-estate”',
    slugTooLong: 'Slug is too long (at most 60 characters)',
    slugReserved: 'This address belongs to a page of the site (like /search or /admin). Choose another slug',
    orderInvalid: 'Enter a whole number from 0 to 1,000,000',
    moveToSame: 'Choose another one to move the ads to, not the one being deleted',
    moveToInvalid: 'Choose where to move the ads',
  },
};

export type AdminCatalogMessages = Messages<typeof adminCatalog>;
