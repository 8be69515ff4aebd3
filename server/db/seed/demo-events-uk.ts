import type { DemoAdTemplate } from './demo-ad-template';
import { TAMPA_BAY } from './demo-places';

/** Ukrainian-language community events. */
export const DEMO_EVENTS_UK: readonly DemoAdTemplate[] = [
  {
    category: 'services',
    titles: ['Український фестиваль при церкві', 'Храмовий фестиваль: кухня, музика, ярмарок'],
    description:
      '<p>Запрошуємо всю громаду на щорічний фестиваль!</p><ul><li>Вареники, голубці, борщ</li><li>Виступи дитячих колективів</li><li>Ярмарок народних ремесел</li></ul><p><strong>Вхід вільний.</strong></p>',
    price: 0,
    cities: ['Clearwater', 'Tampa', 'Chicago'],
    eventHours: 8,
    byAdmin: true,
  },
  {
    category: 'services',
    titles: ['Майстер-клас з писанкарства', 'Пишемо писанки разом — майстер-клас'],
    description:
      '<p>Навчимо писати писанку воском: символи, кольори, традиції. <strong>Всі матеріали включено.</strong></p><p>Для дорослих і дітей від 8 років. Кількість місць обмежена.</p>',
    price: [20, 35, 5],
    cities: TAMPA_BAY,
    eventHours: 3,
  },
  {
    category: 'services',
    titles: ['Запис до української суботньої школи', 'Українська школа: набір на новий рік'],
    description:
      '<p>Українська мова, література, історія, пісні. Класи від підготовчого до 8-го.</p><p>День відкритих дверей — приходьте з дітьми!</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 3,
    byAdmin: true,
  },
  {
    category: 'services',
    titles: ['Благодійний концерт на підтримку України', 'Концерт української музики'],
    description:
      '<p>Виступають бандуристи та хор громади. <strong>Усі кошти — на допомогу лікарням в Україні.</strong></p>',
    price: [15, 30, 5],
    eventHours: 3,
  },
  {
    category: 'services',
    titles: ['Ліпимо вареники для благодійного продажу', 'Толока: ліпимо вареники всією громадою'],
    description:
      '<p>Збираємося на кухні парафії. Вареники продаємо на фестивалі, кошти — на ЗСУ. Фартух беріть свій :)</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 4,
  },
  {
    category: 'services',
    titles: ['Святкування Дня Незалежності України', 'День Незалежності: пікнік громади'],
    description:
      '<p>Пікнік у парку: <strong>вишиванки, пісні, ігри для дітей</strong>, спільне фото з прапором.</p><p>Приносьте щось смачненьке до спільного столу.</p>',
    price: 0,
    eventHours: 5,
    byAdmin: true,
  },
  {
    category: 'fashion',
    titles: ['Ярмарок вишиванок і прикрас', 'Виставка-продаж вишиванок'],
    description: '<p>Майстрині з Флориди та України. Вишиванки, прикраси з бісеру, віночки.</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 6,
  },
  {
    category: 'services',
    titles: ['Вертеп і колядки: репетиції', 'Шукаємо учасників для вертепу'],
    description:
      '<p>Готуємо різдвяний вертеп. Запрошуємо дітей і дорослих, <strong>досвід не потрібен</strong>.</p>',
    price: 0,
    eventHours: 2,
  },
  {
    category: 'household-items',
    titles: ['Благодійний розпродаж речей при церкві', 'Гаражний розпродаж громади'],
    description:
      '<p>Одяг, посуд, іграшки, книжки. <strong>Усі кошти — на гуманітарну допомогу.</strong> Речі приймаємо до п’ятниці.</p>',
    price: 0,
    cities: TAMPA_BAY,
    eventHours: 5,
  },
  {
    category: 'jobs',
    titles: ['Ярмарок вакансій для українців', 'Зустріч з роботодавцями для новоприбулих'],
    description:
      '<p>Роботодавці, які наймають українців з EAD. Допомога з резюме англійською. <strong>Беріть документи.</strong></p>',
    price: 0,
    eventHours: 4,
  },
];
