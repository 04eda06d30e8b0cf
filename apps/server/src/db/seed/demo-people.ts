/** The demo catalog's models, tags and origins pack. */

export type DemoModel = {
  slug: string;
  name: string;
  description: string;
  height: number | null;
  weight: number | null;
  hairColor: string | null;
  ethnicity: string | null;
  quote: string | null;
  age: number | null;
  speciality: string;
  tags: string[];
  instagram?: string;
};

export const demoModels: DemoModel[] = [
  {
    slug: 'lena-hart',
    name: 'Lena Hart',
    description: 'Mountain guide who has led over two hundred summit days in the Alps.',
    height: 172,
    weight: 61,
    hairColor: 'Blonde',
    ethnicity: 'European',
    quote: 'The view is the reward for every step.',
    age: 34,
    speciality: 'Alpinism',
    tags: ['mountains', 'snow'],
    instagram: 'https://www.instagram.com/parallax.demo.lena',
  },
  {
    slug: 'tomas-reyes',
    name: 'Tomás Reyes',
    description: 'Landscape photographer chasing the golden hour across three continents.',
    height: 180,
    weight: 76,
    hairColor: 'Black',
    ethnicity: 'Latino',
    quote: 'Light is the only subject.',
    age: 41,
    speciality: 'Landscape photography',
    tags: ['sunset', 'sunrise'],
  },
  {
    slug: 'noa-lindqvist',
    name: 'Noa Lindqvist',
    description: 'Free diver and sailor who films where the sea meets the sky.',
    height: 168,
    weight: 58,
    hairColor: 'Brown',
    ethnicity: 'European',
    quote: null,
    age: 29,
    speciality: 'Free diving',
    tags: ['ocean'],
  },
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    description: 'Astrophysicist who turns telescope data into places you can stand in.',
    height: 175,
    weight: null,
    hairColor: 'Black',
    ethnicity: 'African',
    quote: 'We are made of star stuff — come and see where it was made.',
    age: 38,
    speciality: 'Astrophysics',
    tags: ['space', 'night-sky'],
  },
  {
    slug: 'kenji-watanabe',
    name: 'Kenji Watanabe',
    description: 'Astronaut trainer and flight engineer.',
    height: 177,
    weight: 72,
    hairColor: 'Black',
    ethnicity: 'Asian',
    quote: 'Earth is the best view from anywhere.',
    age: 45,
    speciality: 'Flight engineering',
    tags: ['space'],
  },
  {
    slug: 'ines-moreau',
    name: 'Inès Moreau',
    description: 'Architect with an eye for the city seen from the angle nobody else climbs to.',
    height: 165,
    weight: 55,
    hairColor: 'Red',
    ethnicity: 'European',
    quote: 'Buildings are frozen music.',
    age: 36,
    speciality: 'Architecture',
    tags: ['architecture'],
    instagram: 'https://www.instagram.com/parallax.demo.ines',
  },
  {
    slug: 'amir-haddad',
    name: 'Amir Haddad',
    description: 'Travel host who has filmed in sixty countries without a single selfie stick.',
    height: 183,
    weight: 80,
    hairColor: 'Brown',
    ethnicity: 'Middle Eastern',
    quote: null,
    age: null,
    speciality: 'Travel',
    tags: ['travel'],
  },
  {
    slug: 'sofia-lindgren',
    name: 'Sofia Lindgren',
    description: 'Sprinter turned sports filmmaker, bringing you to the finish line.',
    height: 174,
    weight: 63,
    hairColor: null,
    ethnicity: null,
    quote: 'Ten seconds can last forever.',
    age: 27,
    speciality: 'Athletics',
    tags: ['sport'],
  },
];

export type DemoTag = {
  slug: string;
  name: string;
  description: string;
  related: string[];
  faqs: { question: string; answer: string }[];
  screenshots: number[];
};

const tagFaq = (name: string) => [
  {
    question: `How do I watch ${name} scenes in VR?`,
    answer:
      'Open the pack on your headset’s browser and press Play in VR, or use the 2D viewer on any screen.',
  },
  {
    question: `Can I download ${name} packs for offline viewing?`,
    answer: 'Yes — packs you own can be downloaded to your device and played without a connection.',
  },
];

export const demoTags: DemoTag[] = [
  ['mountains', 'Mountains', 'Peaks, ridges and glacier valleys.', ['snow', 'sunrise'], [1, 2, 3]],
  ['space', 'Space', 'Planets, nebulae and the view from orbit.', ['night-sky'], [5, 6, 7]],
  ['architecture', 'Architecture', 'Skylines, bridges and old towns.', ['travel'], [9, 10, 11]],
  ['travel', 'Travel', 'Deserts, beaches, canyons and fjords.', ['ocean', 'mountains'], [13, 14]],
  ['sport', 'Sport', 'Trackside, pitchside and on the slope.', ['snow'], [17, 18]],
  ['ocean', 'Ocean', 'Waves, reefs and open water.', ['travel'], [21, 22]],
  ['night-sky', 'Night sky', 'Stars, auroras and city lights.', ['space'], [8, 9]],
  ['sunrise', 'Sunrise', 'First light, everywhere.', ['sunset', 'mountains'], [1, 23]],
  ['sunset', 'Sunset', 'Golden hour and the blue hour after it.', ['sunrise'], [3, 11]],
  ['snow', 'Snow', 'Fresh powder and frozen silence.', ['mountains'], [4, 19]],
  ['time-lapse', 'Time-lapse', 'Hours of sky in seconds.', ['night-sky'], [7, 24]],
  ['360-degrees', '360°', 'Look anywhere: the whole sphere around you.', ['180-degrees'], [1, 5]],
  ['180-degrees', '180°', 'The half-sphere in front of you, in high detail.', ['3d-stereo'], [10]],
  [
    '3d-stereo',
    '3D stereo',
    'A separate picture for each eye, for real depth.',
    ['180-degrees'],
    [6],
  ],
].map(([slug, name, description, related, screenshots]) => ({
  slug: slug as string,
  name: name as string,
  description: description as string,
  related: related as string[],
  faqs: tagFaq(name as string),
  screenshots: screenshots as number[],
}));

export const demoOriginsPack = {
  category: 'nature',
  slug: 'nature-origins',
  title: 'Nature Origins',
  descriptionLocked:
    'Own every pack in Mountains & Wild Nature to unlock the Origins pack: a behind-the-scenes capture, a wallpaper set and a promo code.',
  descriptionUnlocked: 'Thank you for collecting the whole category. Your rewards are below.',
  descriptionAtStore: 'Collect the whole category and unlock extras.',
  cover: 1,
  elements: [
    {
      type: 'CONTENT_PACK' as const,
      titleLocked: 'Behind the scenes: Alpine Dawn',
      titleUnlocked: 'Behind the scenes: Alpine Dawn',
      contentPack: 'alpine-dawn',
    },
    {
      type: 'DOWNLOADABLE_CONTENT' as const,
      titleLocked: 'Wallpaper set',
      titleUnlocked: 'Download the wallpaper set',
      downloadLink: '/static/demo/wide/wide-01.jpg',
      buttonText: 'Download',
    },
    {
      type: 'PROMOCODE' as const,
      titleLocked: '20% off your next pack',
      titleUnlocked: 'Your code for 20% off',
      promocodeValue: 'ORIGINS20',
      buttonText: 'Copy',
    },
  ],
};
