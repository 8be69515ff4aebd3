import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/constants';
import { account as enAccount } from '../../shared/i18n/en/account';
import { adDetail as enAdDetail } from '../../shared/i18n/en/ad-detail';
import { adForm as enAdForm } from '../../shared/i18n/en/ad-form';
import { adminAds as enAdminAds } from '../../shared/i18n/en/admin-ads';
import { adminAudit as enAdminAudit } from '../../shared/i18n/en/admin-audit';
import { adminCatalog as enAdminCatalog } from '../../shared/i18n/en/admin-catalog';
import { adminMonetization as enAdminMonetization } from '../../shared/i18n/en/admin-monetization';
import { adminNotifications as enAdminNotifications } from '../../shared/i18n/en/admin-notifications';
import { adminPayments as enAdminPayments } from '../../shared/i18n/en/admin-payments';
import { adminTokens as enAdminTokens } from '../../shared/i18n/en/admin-tokens';
import { adminUsers as enAdminUsers } from '../../shared/i18n/en/admin-users';
import { billing as enBilling } from '../../shared/i18n/en/billing';
import { checkout as enCheckout } from '../../shared/i18n/en/checkout';
import { errors as enErrors } from '../../shared/i18n/en/errors';
import { events as enEvents } from '../../shared/i18n/en/events';
import { map as enMap } from '../../shared/i18n/en/map';
import { myAds as enMyAds } from '../../shared/i18n/en/my-ads';
import { notifications as enNotifications } from '../../shared/i18n/en/notifications';
import { plans as enPlans } from '../../shared/i18n/en/plans';
import { promotion as enPromotion } from '../../shared/i18n/en/promotion';
import { ratings as enRatings } from '../../shared/i18n/en/ratings';
import { search as enSearch } from '../../shared/i18n/en/search';
import { ui as enUi } from '../../shared/i18n/en/ui';
import { validation as enValidation } from '../../shared/i18n/en/validation';
import { account as ukAccount } from '../../shared/i18n/uk/account';
import { adDetail as ukAdDetail } from '../../shared/i18n/uk/ad-detail';
import { adForm as ukAdForm } from '../../shared/i18n/uk/ad-form';
import { adminAds as ukAdminAds } from '../../shared/i18n/uk/admin-ads';
import { adminAudit as ukAdminAudit } from '../../shared/i18n/uk/admin-audit';
import { adminCatalog as ukAdminCatalog } from '../../shared/i18n/uk/admin-catalog';
import { adminMonetization as ukAdminMonetization } from '../../shared/i18n/uk/admin-monetization';
import { adminNotifications as ukAdminNotifications } from '../../shared/i18n/uk/admin-notifications';
import { adminPayments as ukAdminPayments } from '../../shared/i18n/uk/admin-payments';
import { adminTokens as ukAdminTokens } from '../../shared/i18n/uk/admin-tokens';
import { adminUsers as ukAdminUsers } from '../../shared/i18n/uk/admin-users';
import { billing as ukBilling } from '../../shared/i18n/uk/billing';
import { checkout as ukCheckout } from '../../shared/i18n/uk/checkout';
import { errors as ukErrors } from '../../shared/i18n/uk/errors';
import { events as ukEvents } from '../../shared/i18n/uk/events';
import { map as ukMap } from '../../shared/i18n/uk/map';
import { myAds as ukMyAds } from '../../shared/i18n/uk/my-ads';
import { notifications as ukNotifications } from '../../shared/i18n/uk/notifications';
import { plans as ukPlans } from '../../shared/i18n/uk/plans';
import { promotion as ukPromotion } from '../../shared/i18n/uk/promotion';
import { ratings as ukRatings } from '../../shared/i18n/uk/ratings';
import { search as ukSearch } from '../../shared/i18n/uk/search';
import { ui as ukUi } from '../../shared/i18n/uk/ui';
import { validation as ukValidation } from '../../shared/i18n/uk/validation';
import { initialLanguage, isLanguage, STORAGE_KEYS, writePref } from './prefs-storage';

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

export function initI18n() {
  const lng = initialLanguage();
  applyDocumentLanguage(lng);
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'uk',
    supportedLngs: ['uk', 'en'],
    ns: [
      'ui',
      'errors',
      'validation',
      'account',
      'myAds',
      'adForm',
      'adminAds',
      'adDetail',
      'notifications',
      'ratings',
      'adminCatalog',
      'adminUsers',
      'adminNotifications',
      'adminTokens',
      'adminAudit',
      'search',
      'events',
      'map',
      'adminMonetization',
      'plans',
      'checkout',
      'billing',
      'adminPayments',
      'promotion',
    ],
    defaultNS: 'ui',
    resources: {
      en: {
        ui: enUi,
        errors: enErrors,
        validation: enValidation,
        account: enAccount,
        myAds: enMyAds,
        adForm: enAdForm,
        adminAds: enAdminAds,
        adDetail: enAdDetail,
        notifications: enNotifications,
        ratings: enRatings,
        adminCatalog: enAdminCatalog,
        adminUsers: enAdminUsers,
        adminNotifications: enAdminNotifications,
        adminTokens: enAdminTokens,
        adminAudit: enAdminAudit,
        search: enSearch,
        events: enEvents,
        map: enMap,
        adminMonetization: enAdminMonetization,
        plans: enPlans,
        checkout: enCheckout,
        billing: enBilling,
        adminPayments: enAdminPayments,
        promotion: enPromotion,
      },
      uk: {
        ui: ukUi,
        errors: ukErrors,
        validation: ukValidation,
        account: ukAccount,
        myAds: ukMyAds,
        adForm: ukAdForm,
        adminAds: ukAdminAds,
        adDetail: ukAdDetail,
        notifications: ukNotifications,
        ratings: ukRatings,
        adminCatalog: ukAdminCatalog,
        adminUsers: ukAdminUsers,
        adminNotifications: ukAdminNotifications,
        adminTokens: ukAdminTokens,
        adminAudit: ukAdminAudit,
        search: ukSearch,
        events: ukEvents,
        map: ukMap,
        adminMonetization: ukAdminMonetization,
        plans: ukPlans,
        checkout: ukCheckout,
        billing: ukBilling,
        adminPayments: ukAdminPayments,
        promotion: ukPromotion,
      },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Registered after init: only an explicit switch is stored, a detected browser language is not.
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    if (isLanguage(language)) writePref(STORAGE_KEYS.language, language);
  });
  return i18next;
}

export function currentLanguage(language: string): Language {
  return isLanguage(language) ? language : 'uk';
}
