import 'i18next';
import type { account } from '../../shared/i18n/en/account';
import type { adDetail } from '../../shared/i18n/en/ad-detail';
import type { adForm } from '../../shared/i18n/en/ad-form';
import type { adminAds } from '../../shared/i18n/en/admin-ads';
import type { adminAudit } from '../../shared/i18n/en/admin-audit';
import type { adminCatalog } from '../../shared/i18n/en/admin-catalog';
import type { adminMonetization } from '../../shared/i18n/en/admin-monetization';
import type { adminNotifications } from '../../shared/i18n/en/admin-notifications';
import type { adminPayments } from '../../shared/i18n/en/admin-payments';
import type { adminTokens } from '../../shared/i18n/en/admin-tokens';
import type { adminUsers } from '../../shared/i18n/en/admin-users';
import type { billing } from '../../shared/i18n/en/billing';
import type { categoryPages } from '../../shared/i18n/en/category-pages';
import type { checkout } from '../../shared/i18n/en/checkout';
import type { errors } from '../../shared/i18n/en/errors';
import type { events } from '../../shared/i18n/en/events';
import type { map } from '../../shared/i18n/en/map';
import type { myAds } from '../../shared/i18n/en/my-ads';
import type { notifications } from '../../shared/i18n/en/notifications';
import type { plans } from '../../shared/i18n/en/plans';
import type { promotion } from '../../shared/i18n/en/promotion';
import type { ratings } from '../../shared/i18n/en/ratings';
import type { search } from '../../shared/i18n/en/search';
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
      adminAds: typeof adminAds;
      adDetail: typeof adDetail;
      notifications: typeof notifications;
      ratings: typeof ratings;
      adminCatalog: typeof adminCatalog;
      adminUsers: typeof adminUsers;
      adminNotifications: typeof adminNotifications;
      adminTokens: typeof adminTokens;
      adminAudit: typeof adminAudit;
      search: typeof search;
      events: typeof events;
      map: typeof map;
      adminMonetization: typeof adminMonetization;
      plans: typeof plans;
      checkout: typeof checkout;
      billing: typeof billing;
      adminPayments: typeof adminPayments;
      promotion: typeof promotion;
      categoryPages: typeof categoryPages;
    };
  }
}
