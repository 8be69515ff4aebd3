import type { DemoAdTemplate } from './demo-ad-template';

/** English-language ads: homes, cars, things for sale, pets. */
export const DEMO_ADS_EN_GOODS: readonly DemoAdTemplate[] = [
  {
    category: 'real-estate',
    titles: ['2BR/2BA apartment for rent in {city}', 'Spacious 2 bedroom condo, long term lease'],
    description:
      '<p>Bright second-floor unit with <strong>2 bedrooms, 2 baths</strong>, washer/dryer inside, community pool.</p><ul><li>12-month lease</li><li>Water and trash included</li><li>Small pets considered</li></ul>',
    price: [1500, 2400, 50],
  },
  {
    category: 'real-estate',
    titles: ['Furnished room for rent, utilities included', 'Private room near bus line'],
    description:
      '<p>Quiet furnished room in a family home. <strong>Utilities and Wi-Fi included.</strong> Shared kitchen, off-street parking.</p>',
    price: [700, 1000, 50],
  },
  {
    category: 'real-estate',
    titles: ['Townhouse for sale, 3 bed 2.5 bath', 'For sale by owner: updated townhouse'],
    description:
      '<p>Updated kitchen, new AC (2023), fenced patio, <strong>1-car garage</strong>. Close to shopping and the interstate.</p><p>Open house on Sunday. No agents please.</p>',
    price: [289000, 379000, 1000],
  },
  {
    category: 'real-estate',
    titles: ['Office space to share, 2 desks available', 'Shared office for small business'],
    description:
      '<p>Two desks in a quiet office suite. Meeting room, kitchen, fast internet. Month to month.</p>',
    price: [250, 400, 25],
  },
  {
    category: 'vehicles',
    titles: ['2018 Honda Civic LX, low miles', 'Honda Civic 2018, clean title'],
    description:
      '<p><strong>54k miles</strong>, one owner, all service records. Apple CarPlay, backup camera, new tires.</p>',
    price: [14500, 17500, 100],
  },
  {
    category: 'vehicles',
    titles: ['Toyota Sienna minivan, 8 seats', '2016 Toyota Sienna for a big family'],
    description:
      '<p>Perfect family car. Power doors, rear AC, tow hitch. 128k miles, <strong>no accidents</strong>.</p>',
    price: [13900, 17900, 100],
  },
  {
    category: 'vehicles',
    titles: ['Ford F-150 work truck', '2014 Ford F-150 XLT 4x4'],
    description:
      '<p>Runs great, tool box and bed liner included. Some cosmetic wear. Cash or bank transfer.</p>',
    price: [11500, 15900, 100],
  },
  {
    category: 'vehicles',
    titles: ['Car shipping to Ukraine via Poland', 'We ship cars to Ukraine'],
    description:
      '<p>Container shipping from Florida and New Jersey ports, customs help, delivery to Lviv or Kyiv. <strong>4–6 weeks.</strong></p>',
    price: null,
  },
  {
    category: 'electronics',
    titles: ['Samsung Galaxy S22, unlocked', 'Galaxy S22 128GB with case'],
    description: '<p>Unlocked, works with any carrier. Small scratch on the back, screen perfect.</p>',
    price: [250, 340, 10],
  },
  {
    category: 'electronics',
    titles: ['Gaming PC, RTX 3060', 'Custom gaming desktop for sale'],
    description:
      '<p>Ryzen 5 5600, <strong>RTX 3060 12GB</strong>, 32GB RAM, 1TB NVMe. Monitor available separately.</p>',
    price: [550, 800, 25],
  },
  {
    category: 'electronics',
    titles: ['iPad 9th gen for kids, with case', 'iPad 64GB, great for school'],
    description: '<p>Used for homeschool, always in a rugged case. Charger included.</p>',
    price: [150, 210, 10],
  },
  {
    category: 'electronics',
    titles: ['Computer help and home Wi-Fi setup', 'Tech support for seniors, at home'],
    description:
      '<p>I set up phones, printers, Wi-Fi and video calls with family abroad. <strong>Patient and friendly</strong>, English or Ukrainian.</p>',
    price: [40, 60, 5],
  },
  {
    category: 'household-items',
    titles: ['Moving sale: furniture, kitchen, decor', 'Everything must go — moving sale'],
    description:
      '<p>Moving out of state. Bed frame, dresser, desk, kitchen items, lamps. <strong>Saturday 8am–1pm.</strong></p>',
    price: 0,
  },
  {
    category: 'household-items',
    titles: ['Queen bed with mattress', 'Queen size bed, like new'],
    description: '<p>Mattress is 1 year old, always with a protector. You pick up.</p>',
    price: [150, 300, 25],
  },
  {
    category: 'household-items',
    titles: ['Free baby clothes 0–12 months', 'Bags of baby clothes, free'],
    description:
      '<p>Two big bags, boy and girl, clean and sorted. <strong>Free</strong> to a family that needs them.</p>',
    price: 0,
  },
  {
    category: 'household-items',
    titles: ['Patio furniture set', 'Outdoor table with 4 chairs and umbrella'],
    description: '<p>Aluminum frame, weather-resistant. Umbrella included.</p>',
    price: [120, 240, 10],
  },
  {
    category: 'fashion',
    titles: ['Handmade vyshyvanka dresses', 'Embroidered linen dress, Ukrainian style'],
    description:
      '<p>Hand-embroidered linen dresses made to order. <strong>Ships within 2 weeks</strong> across the US.</p>',
    price: [120, 240, 10],
    instagram: 'linen.and.thread',
  },
  {
    category: 'fashion',
    titles: ['Wedding dress, size 6', 'Designer wedding gown, worn once'],
    description: '<p>Professionally cleaned, comes with garment bag and veil.</p>',
    price: [350, 700, 25],
  },
  {
    category: 'fashion',
    titles: ['Kids’ sneakers and shoes, sizes 10–2', 'Children’s shoes lot'],
    description: '<p>Nike, Adidas and others, gently used. Sold as a lot.</p>',
    price: [25, 60, 5],
  },
  {
    category: 'pets',
    titles: ['Golden retriever puppies', 'AKC golden retriever puppies, ready now'],
    description:
      '<p>Vet checked, first shots, microchipped. <strong>Parents on site.</strong> Ready for their new homes.</p>',
    price: [1200, 1800, 100],
  },
  {
    category: 'pets',
    titles: ['Dog walking and pet sitting', 'Reliable pet sitter, daily photo updates'],
    description: '<p>Walks, feeding, meds. Insured and background-checked. Cats and dogs welcome.</p>',
    price: [20, 35, 5],
  },
  {
    category: 'pets',
    titles: ['Large dog crate and bed', 'Dog crate XL, folding'],
    description: '<p>Folding metal crate 48", with divider and a washable bed.</p>',
    price: [40, 80, 5],
  },
];
