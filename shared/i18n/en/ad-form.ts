import type { Messages } from './ui';

/**
 * Texts of /post-ad and /edit-ad/{id} (i18next namespace `adForm`). Field errors come from the
 * `validation` namespace. English is the reference shape for the Ukrainian file.
 */
export const adForm = {
  page: {
    postHeading: 'Post an ad',
    postSubtitle: 'Tell the community what you offer. Fields marked * are required.',
    editHeading: 'Edit ad',
    editSubtitle: 'Change what you need and save. Fields marked * are required.',
    loadError: 'Could not load the ad',
    notYoursTitle: 'This is not your ad',
    notYoursBody: 'You can edit only the ads you have posted.',
    backToMyAds: 'Go to My ads',
  },
  sections: {
    main: 'Main details',
    description: 'Description',
    photo: 'Photo',
    contacts: 'Contacts',
    contactsHint: 'Shown only to signed-in members of the community. All optional.',
    social: 'Social networks',
    socialHint: 'A username like @name, or a full link starting with https://',
    event: 'Event',
  },
  fields: {
    title: 'Title',
    titleHint: 'Short and clear, up to 120 characters',
    description: 'Description',
    descriptionHint: 'Bold, italic, underline and lists are kept; other formatting is removed.',
    price: 'Price',
    priceHint: 'In US dollars. Leave empty if there is no price; 0 means free.',
    listFailed: 'Could not load the list. Reload the page to try again.',
    category: 'Category',
    city: 'City',
    email: 'Email',
    address: 'Address',
    website: 'Website',
    telephone: 'Phone',
    instagram: 'Instagram',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    telegram: 'Telegram',
    tiktok: 'TikTok',
    isEvent: 'This is an event',
    isEventHint: 'Events also appear on the Events page, sorted by date.',
    eventDate: 'Starts',
    eventEndDate: 'Ends (optional)',
  },
  editor: {
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    loading: 'Loading the editor…',
  },
  image: {
    hint: 'One photo for a free ad (JPEG, PNG, WebP, HEIC…). Ads without a photo show a standard picture.',
    choose: 'Choose a photo',
    replace: 'Replace',
    remove: 'Remove',
    undoRemove: 'Keep the current photo',
    previewAlt: 'The photo you have chosen',
    currentAlt: 'The current photo of the ad',
    none: 'No photo yet',
    newPhoto: 'New photo: {{name}}. It is uploaded when you save.',
    willRemove: 'The photo will be removed when you save.',
    uploading: 'Uploading the photo: {{percent}}%',
    processing: 'Preparing the photo…',
    progressLabel: 'Photo upload',
  },
  submit: {
    post: 'Post ad',
    posting: 'Posting…',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  moderation: {
    post: 'A moderator checks every new ad: it appears on the site once approved. You will see its status in My ads.',
    edit: 'After you save, the ad waits for a moderator again and appears on the site once approved.',
    admin: 'You are editing as an admin: the ad keeps its current status.',
  },
  toast: {
    posted: 'Ad posted',
    updated: 'Ad updated',
  },
  failure: {
    save: 'Could not save the ad. Please try again.',
    imageAfterPost:
      'Your ad is saved, but the photo was not uploaded: {{reason}} Choose a photo and press “Save changes” to try again.',
    imageAfterEdit:
      'Your changes are saved, but the photo was not uploaded: {{reason}} Choose a photo and press “Save changes” to try again.',
    imageRemove: 'Your changes are saved, but the photo was not removed: {{reason}} Please try again.',
    imageNetwork: 'the connection was lost.',
  },
};

export type AdFormMessages = Messages<typeof adForm>;
