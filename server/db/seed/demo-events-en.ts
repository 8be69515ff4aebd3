import type { DemoAdTemplate } from './demo-ad-template';
import { TAMPA_BAY } from './demo-places';

/** English-language community events. */
export const DEMO_EVENTS_EN: readonly DemoAdTemplate[] = [
  {
    category: 'services',
    titles: ['Ukrainian Festival at St. Mary’s parish', 'Annual Ukrainian Food & Music Festival'],
    description:
      '<p>Join us for varenyky, borscht, live music, dancing and a craft market.</p><ul><li>Kids’ corner</li><li>Folk dance performances</li></ul><p><strong>Free admission</strong>, parking on site.</p>',
    price: 0,
    cities: ['Clearwater', 'Tampa', 'New York'],
    eventHours: 8,
    byAdmin: true,
  },
  {
    category: 'services',
    titles: ['Pysanka workshop for beginners', 'Ukrainian Easter egg decorating class'],
    description:
      '<p>Learn the wax-resist method and the meaning of the symbols. <strong>All supplies provided.</strong> Ages 8 and up.</p>',
    price: [25, 40, 5],
    eventHours: 3,
  },
  {
    category: 'services',
    titles: ['Concert: Ukrainian bandura ensemble', 'Benefit concert for Ukraine'],
    description: '<p>An evening of bandura music and choir. All proceeds go to humanitarian aid.</p>',
    price: [20, 35, 5],
    eventHours: 3,
  },
  {
    category: 'services',
    titles: ['Ukrainian Saturday School open house', 'Enroll now: Ukrainian heritage school'],
    description:
      '<p>Ukrainian language, culture and history for kids ages 4–14. Meet the teachers and see the classrooms.</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 2,
    byAdmin: true,
  },
  {
    category: 'services',
    titles: ['Hopak dance classes for kids', 'Ukrainian folk dance: new group starts'],
    description: '<p>Beginner group for ages 6–12. Costumes provided for performances.</p>',
    price: [15, 25, 5],
    eventHours: 2,
  },
  {
    category: 'services',
    titles: ['Film night: Ukrainian cinema with subtitles', 'Community movie night'],
    description: '<p>Screening followed by discussion and tea. Donations welcome.</p>',
    price: 0,
    eventHours: 3,
  },
  {
    category: 'pets',
    titles: ['Pet adoption day at the community center', 'Adopt a pet: rescue meet and greet'],
    description:
      '<p>Local rescues bring dogs and cats looking for homes. Adoption fees reduced for the day.</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 4,
  },
  {
    category: 'household-items',
    titles: ['Parish bazaar and bake sale', 'Church rummage sale and bake sale'],
    description:
      '<p>Furniture, books, toys and homemade baked goods. <strong>Proceeds support refugee families.</strong></p>',
    price: 0,
    eventHours: 5,
  },
  {
    category: 'fashion',
    titles: ['Vyshyvanka Day parade and photo walk', 'Wear your vyshyvanka: community walk'],
    description:
      '<p>Meet at the park in your embroidered shirts for a walk along the waterfront and a group photo.</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 3,
  },
  {
    category: 'jobs',
    titles: ['Resume workshop for new arrivals', 'Job search workshop: resumes and interviews'],
    description:
      '<p>Volunteers help you write a US-style resume and practice interviews. Bring a laptop if you have one.</p>',
    price: 0,
    eventHours: 3,
  },
];
