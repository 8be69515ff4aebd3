import 'i18next';
import type { account } from '../../shared/i18n/en/account';
import type { adForm } from '../../shared/i18n/en/ad-form';
import type { errors } from '../../shared/i18n/en/errors';
import type { myAds } from '../../shared/i18n/en/my-ads';
import type { ui } from '../../shared/i18n/en/ui';
import type { validation } from '../../shared/i18n/en/validation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: {
      ui: typeof ui;
      errors: typeof errors;
      validation: typeof validation;
      account: typeof account;
      myAds: typeof myAds;
      adForm: typeof adForm;
    };
  }
}
