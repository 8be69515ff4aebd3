import type { DemoAdTemplate } from './demo-ad-template';

/** English-language ads: jobs and services. */
export const DEMO_ADS_EN_WORK: readonly DemoAdTemplate[] = [
  {
    category: 'jobs',
    titles: ['Ukrainian-speaking nanny needed', 'Nanny wanted for bilingual family'],
    description:
      '<p>Looking for a warm, reliable nanny for our <strong>18-month-old</strong>, Mon–Fri. We want our son to hear Ukrainian every day.</p><ul><li>Experience with toddlers</li><li>References required</li></ul>',
    price: null,
  },
  {
    category: 'jobs',
    titles: ['CDL-A drivers wanted, home weekly', 'Hiring OTR drivers with CDL class A'],
    description:
      '<p>Family-owned carrier hiring <strong>CDL-A drivers</strong>. Home every weekend, weekly pay, dispatch speaks Ukrainian and Russian.</p>',
    price: null,
  },
  {
    category: 'jobs',
    titles: ['Line cook wanted at a European deli', 'Kitchen help needed, Eastern European cuisine'],
    description:
      '<p>Busy deli hiring a line cook. Experience with pierogi, cabbage rolls and soups is a plus. <strong>$17–20/hour.</strong></p>',
    price: null,
  },
  {
    category: 'jobs',
    titles: ['Part-time receptionist, bilingual', 'Front desk assistant (English/Ukrainian)'],
    description: '<p>Dental office needs a friendly bilingual receptionist, 25 hours a week. Will train.</p>',
    price: null,
  },
  {
    category: 'jobs',
    titles: ['Looking for work: experienced electrician', 'Electrician seeking job, 12 years experience'],
    description:
      '<p>Licensed in Ukraine, working toward a Florida license. Residential and commercial, <strong>EAD valid</strong>.</p>',
    price: null,
  },
  {
    category: 'jobs',
    titles: ['Caregiver for elderly woman', 'Home caregiver, Ukrainian speaker preferred'],
    description:
      '<p>Help with meals, walks and appointments for a 84-year-old grandmother, weekdays 9–3.</p>',
    price: null,
  },
  {
    category: 'services',
    titles: ['Tax preparation for individuals and LLCs', 'Bookkeeping and tax returns'],
    description:
      '<p>Enrolled agent, <strong>15 years</strong> of experience. Individual returns, small business, ITIN applications.</p>',
    price: [90, 200, 10],
    website: 'https://example.com/taxes',
  },
  {
    category: 'services',
    titles: ['Certified translation Ukrainian–English', 'Document translation for immigration'],
    description:
      '<p>Birth and marriage certificates, diplomas, police records. <strong>Accepted by USCIS</strong>, delivered as PDF in 24 hours.</p>',
    price: [25, 45, 5],
    telegram: 'cert_translate',
  },
  {
    category: 'services',
    titles: ['House cleaning, weekly or one-time', 'Deep cleaning by a mother-daughter team'],
    description:
      '<p>Reliable and detail-oriented. We bring our own supplies. <strong>Move-out cleaning</strong> too.</p>',
    price: [110, 200, 10],
  },
  {
    category: 'services',
    titles: ['Piano lessons in {city}', 'Piano and music theory for all ages'],
    description:
      '<p>Conservatory graduate with 20 years of teaching. Beginners welcome, <strong>first lesson free</strong>.</p>',
    price: [45, 70, 5],
  },
  {
    category: 'services',
    titles: ['Handyman: drywall, paint, flooring', 'Home repairs and small renovations'],
    description:
      '<p>Drywall repair, interior painting, LVP flooring, fixture installs. Free estimates, <strong>insured</strong>.</p>',
    price: null,
  },
  {
    category: 'services',
    titles: ['Ukrainian language tutor for kids', 'Learn Ukrainian online with a native teacher'],
    description:
      '<p>Reading, writing and conversation for heritage speakers, ages 5–15. Zoom or in person.</p>',
    price: [25, 40, 5],
  },
  {
    category: 'services',
    titles: ['Airport rides and errands', 'Rides to TPA and PIE airports'],
    description: '<p>Clean SUV, child seats on request. Early morning flights are fine.</p>',
    price: [35, 60, 5],
    cities: ['Tampa', 'Clearwater', 'St Petersburg'],
  },
  {
    category: 'services',
    titles: ['Wedding and event photography', 'Photographer for baptisms and weddings'],
    description: '<p>Natural, documentary style. Online gallery within two weeks.</p>',
    price: [300, 900, 50],
    instagram: 'sunlight.photo.fl',
  },
  {
    category: 'services',
    titles: ['Homemade varenyky and holubtsi to order', 'Frozen pierogi, homemade, by the dozen'],
    description:
      '<p>Potato, cheese, cabbage and cherry varenyky. <strong>Order by Wednesday</strong> for Saturday pickup.</p>',
    price: [12, 18, 1],
  },
];
