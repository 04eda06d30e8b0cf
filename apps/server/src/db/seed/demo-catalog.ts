/**
 * The safe-for-work demo catalog: landscapes, space, architecture, travel and sport. Images and
 * media come from apps/server/demo-media (made by scripts/make-demo-media.ts, committed).
 */

export type DemoMediaKey =
  | 'media/pano-360-mono.jpg'
  | 'media/pano-360-stereo-tb.jpg'
  | 'media/pano-180-stereo-sbs.jpg'
  | 'media/video-360-mono.mp4'
  | 'media/video-180-stereo-sbs.webm'
  | 'media/video-flat.mp4'
  | 'media/fisheye-190-stereo-sbs.jpg'
  | 'media/video-fisheye-200-mono.mp4'
  | 'media/photo-flat.jpg'
  | 'media/video-360-stereo-tb.mp4'
  | 'media/scene-pavilion.glb';

export type DemoCategory = {
  name: string;
  title: string;
  description: string;
  textColor?: string;
  backgroundColor?: string;
  uiFadingOut?: boolean;
  bonusContentPlacing?: 'first' | 'last';
  originsPackPlacing?: 'first' | 'last';
  presale?: {
    priceCents: number;
    initialPriceCents: number;
    cover: number;
    description: string;
    releaseDate: string;
  };
};

export const demoCategories: DemoCategory[] = [
  {
    name: 'nature',
    title: 'Mountains & Wild Nature',
    description:
      'Summits at dawn, glacier valleys, forest lakes and waterfalls — in 180° and 360°.',
    textColor: '#F4F1E8',
    backgroundColor: '#10231C',
    originsPackPlacing: 'first',
  },
  {
    name: 'space',
    title: 'Space',
    description: 'Nebulae, ringed planets and an earthrise over the lunar surface.',
    textColor: '#E8ECFF',
    backgroundColor: '#070A1C',
    uiFadingOut: true,
    bonusContentPlacing: 'last',
  },
  {
    name: 'architecture',
    title: 'Cities & Architecture',
    description: 'Skylines at night, glass towers, bridges and old towns from the best viewpoints.',
    textColor: '#FFFFFF',
    backgroundColor: '#1A1A22',
  },
  {
    name: 'travel',
    title: 'Travel',
    description: 'Dunes, beaches, canyons and fjords — the trip without the flight.',
    textColor: '#2B1A0E',
    backgroundColor: '#F3E3C8',
  },
  {
    name: 'sport',
    title: 'Sport — Season One',
    description: 'Trackside, pitchside and on the slope. Pre-order the whole season now.',
    textColor: '#FFFFFF',
    backgroundColor: '#0E2A47',
    presale: {
      priceCents: 3999,
      initialPriceCents: 5996,
      cover: 17,
      description: 'Every Season One pack — the two released now and the two still to come.',
      releaseDate: '2027-03-01',
    },
  },
];

export type DemoScene = { title: string; media: DemoMediaKey; isTrial?: boolean };

export type DemoPack = {
  slug: string;
  title: string;
  category: string;
  cover: number;
  description: string;
  priceCents: number;
  initialPriceCents?: number;
  scenes: DemoScene[];
  models: string[];
  tags: string[];
  location?: string;
  role?: string;
  genre?: string;
  publishDate: string;
  releaseDate?: string;
  isDemo?: boolean;
  isPreview?: boolean;
  isBonusContent?: boolean;
  isExclusiveForYearAndLifetime?: boolean;
  customPrice?: { lowerBoundCents: number; text: string };
  accentColor: string;
};

const pano360: DemoScene = { title: 'Valley panorama', media: 'media/pano-360-mono.jpg' };
const pano360Stereo: DemoScene = {
  title: 'Stone circle in 3D',
  media: 'media/pano-360-stereo-tb.jpg',
};
const pano180Stereo: DemoScene = {
  title: 'Up close in 3D',
  media: 'media/pano-180-stereo-sbs.jpg',
};
const video360: DemoScene = { title: 'Sky time-lapse', media: 'media/video-360-mono.mp4' };
const video180Stereo: DemoScene = {
  title: 'Orbit in 3D',
  media: 'media/video-180-stereo-sbs.webm',
};
const videoFlat: DemoScene = { title: 'The cut', media: 'media/video-flat.mp4' };
const fisheye190Stereo: DemoScene = {
  title: 'Colonnade in 3D',
  media: 'media/fisheye-190-stereo-sbs.jpg',
};
const videoFisheye200: DemoScene = {
  title: 'Fisheye orbit',
  media: 'media/video-fisheye-200-mono.mp4',
};
const photoFlat: DemoScene = { title: 'Canyon at noon', media: 'media/photo-flat.jpg' };
const video360Stereo: DemoScene = {
  title: 'Carousel in 3D',
  media: 'media/video-360-stereo-tb.mp4',
};
const pavilion3d: DemoScene = { title: 'Garden pavilion', media: 'media/scene-pavilion.glb' };
const trial = (scene: DemoScene): DemoScene => ({ ...scene, isTrial: true });

export const demoPacks: DemoPack[] = [
  {
    slug: 'alpine-dawn',
    title: 'Alpine Dawn',
    category: 'nature',
    cover: 1,
    description:
      'Watch first light spill over a ring of granite peaks from a ridge at 3,000 m. Free to try on every device.',
    priceCents: 0,
    scenes: [pano360, video360],
    models: ['lena-hart'],
    tags: ['mountains', 'sunrise', '360-degrees'],
    location: 'Bernese Alps, Switzerland',
    role: 'Mountain guide',
    genre: 'Landscape',
    publishDate: '2026-01-10T09:00:00Z',
    releaseDate: '2026-01-10',
    isDemo: true,
    accentColor: '#F2A65A',
  },
  {
    slug: 'high-noon-summit',
    title: 'High Noon Summit',
    category: 'nature',
    cover: 2,
    description: 'Blue sky, hard light and a drop of a thousand metres under your feet.',
    priceCents: 999,
    initialPriceCents: 1499,
    // Every projection, stereo layout and kind the player shows, in the pack tests buy first.
    scenes: [
      trial(pano360),
      pano180Stereo,
      video360,
      fisheye190Stereo,
      videoFisheye200,
      video360Stereo,
      photoFlat,
      pavilion3d,
    ],
    models: ['lena-hart'],
    tags: ['mountains', '360-degrees', '3d-stereo'],
    location: 'Dolomites, Italy',
    role: 'Mountain guide',
    genre: 'Landscape',
    publishDate: '2026-02-02T09:00:00Z',
    releaseDate: '2026-02-02',
    accentColor: '#5AA9F2',
  },
  {
    slug: 'dusk-on-the-ridge',
    title: 'Dusk on the Ridge',
    category: 'nature',
    cover: 3,
    description: 'The last hour of sun, painted across layer after layer of ridgelines.',
    priceCents: 1299,
    scenes: [pano360Stereo, video180Stereo, video360],
    models: ['lena-hart', 'tomas-reyes'],
    tags: ['mountains', 'sunset', '3d-stereo'],
    location: 'Picos de Europa, Spain',
    role: 'Photographer',
    genre: 'Landscape',
    publishDate: '2026-03-14T09:00:00Z',
    releaseDate: '2026-03-14',
    accentColor: '#E0654A',
  },
  {
    slug: 'snowfield-silence',
    title: 'Snowfield Silence',
    category: 'nature',
    cover: 4,
    description: 'Fresh snow to the horizon and not a single footprint but yours.',
    priceCents: 1499,
    initialPriceCents: 1999,
    scenes: [pano360, pano180Stereo],
    models: ['tomas-reyes'],
    tags: ['mountains', 'snow', '360-degrees'],
    location: 'Lofoten, Norway',
    role: 'Photographer',
    genre: 'Landscape',
    publishDate: '2026-04-01T09:00:00Z',
    releaseDate: '2026-04-01',
    accentColor: '#B9D4F0',
  },
  {
    slug: 'rolling-waves',
    title: 'Rolling Waves',
    category: 'nature',
    cover: 21,
    description: 'Sit at the waterline while long swells roll in from the open sea.',
    priceCents: 899,
    scenes: [video360, pano360],
    models: ['noa-lindqvist'],
    tags: ['ocean', '360-degrees'],
    location: 'Nazaré, Portugal',
    role: 'Surfer',
    genre: 'Seascape',
    publishDate: '2026-04-20T09:00:00Z',
    releaseDate: '2026-04-20',
    accentColor: '#3FA7C9',
  },
  {
    slug: 'under-the-surface',
    title: 'Under the Surface',
    category: 'nature',
    cover: 22,
    description: 'Shafts of light through clear water, ten metres down.',
    priceCents: 1199,
    scenes: [video180Stereo, pano180Stereo],
    models: ['noa-lindqvist'],
    tags: ['ocean', '3d-stereo', '180-degrees'],
    location: 'Red Sea',
    role: 'Free diver',
    genre: 'Underwater',
    publishDate: '2026-05-05T09:00:00Z',
    releaseDate: '2026-05-05',
    accentColor: '#2E8FB8',
  },
  {
    slug: 'forest-lake-morning',
    title: 'Forest Lake Morning',
    category: 'nature',
    cover: 23,
    description: 'Mist lifting off a mirror-still lake, pines on every shore.',
    priceCents: 999,
    scenes: [pano360, video360, pano360Stereo],
    models: ['tomas-reyes'],
    tags: ['mountains', 'sunrise', '360-degrees'],
    location: 'Lapland, Finland',
    role: 'Photographer',
    genre: 'Landscape',
    publishDate: '2026-06-11T09:00:00Z',
    releaseDate: '2026-06-11',
    accentColor: '#6FA36B',
  },
  {
    slug: 'waterfall-valley',
    title: 'Waterfall Valley',
    category: 'nature',
    cover: 24,
    description: 'A green valley with a ribbon of falling water at its head.',
    priceCents: 1299,
    initialPriceCents: 1599,
    scenes: [video180Stereo, pano360, videoFlat],
    models: ['lena-hart'],
    tags: ['mountains', 'time-lapse'],
    location: 'Skógafoss, Iceland',
    role: 'Mountain guide',
    genre: 'Landscape',
    publishDate: '2026-07-03T09:00:00Z',
    releaseDate: '2026-07-03',
    accentColor: '#58B38E',
  },
  {
    slug: 'nebula-drift',
    title: 'Nebula Drift',
    category: 'space',
    cover: 5,
    description: 'Float through glowing clouds of gas where new stars are born.',
    priceCents: 1499,
    scenes: [pano360, video360, pano360Stereo],
    models: ['maya-okafor'],
    tags: ['space', 'night-sky', '360-degrees'],
    role: 'Astrophysicist',
    genre: 'Space',
    publishDate: '2026-02-20T09:00:00Z',
    releaseDate: '2026-02-20',
    accentColor: '#B36BE0',
  },
  {
    slug: 'ringed-giant',
    title: 'Ringed Giant',
    category: 'space',
    cover: 6,
    description: 'A gas giant fills half the sky; its rings cut the other half in two.',
    priceCents: 1999,
    initialPriceCents: 2499,
    scenes: [pano360Stereo, video180Stereo, pano180Stereo, video360],
    models: ['maya-okafor', 'kenji-watanabe'],
    tags: ['space', '3d-stereo'],
    role: 'Astrophysicist',
    genre: 'Space',
    publishDate: '2026-05-18T09:00:00Z',
    releaseDate: '2026-05-18',
    isExclusiveForYearAndLifetime: true,
    accentColor: '#E0B36B',
  },
  {
    slug: 'earthrise',
    title: 'Earthrise',
    category: 'space',
    cover: 7,
    description: 'Stand on grey lunar dust and watch the blue planet climb over the horizon.',
    priceCents: 1299,
    scenes: [pano360, video360],
    models: ['kenji-watanabe'],
    tags: ['space', 'time-lapse', '360-degrees'],
    role: 'Astronaut trainer',
    genre: 'Space',
    publishDate: '2026-07-20T09:00:00Z',
    releaseDate: '2026-07-20',
    accentColor: '#6BA8E0',
  },
  {
    slug: 'aurora-starfield',
    title: 'Aurora Starfield',
    category: 'space',
    cover: 8,
    description:
      'Green curtains of aurora ripple under a sky full of stars. A bonus for collectors.',
    priceCents: 0,
    scenes: [video360],
    models: ['maya-okafor'],
    tags: ['night-sky', 'space'],
    location: 'Tromsø, Norway',
    role: 'Astrophysicist',
    genre: 'Night sky',
    publishDate: '2026-08-01T09:00:00Z',
    releaseDate: '2026-08-01',
    isBonusContent: true,
    accentColor: '#6BE0A1',
  },
  {
    slug: 'city-lights',
    title: 'City Lights',
    category: 'architecture',
    cover: 9,
    description: 'A rooftop at midnight, ten thousand windows glowing around you.',
    priceCents: 1199,
    scenes: [pano360, video360, videoFlat],
    models: ['ines-moreau'],
    tags: ['architecture', 'night-sky', '360-degrees'],
    location: 'Hong Kong',
    role: 'Architect',
    genre: 'Cityscape',
    publishDate: '2026-03-01T09:00:00Z',
    releaseDate: '2026-03-01',
    accentColor: '#F2C94C',
  },
  {
    slug: 'glass-towers',
    title: 'Glass Towers',
    category: 'architecture',
    cover: 10,
    description: 'Look straight up between mirrored skyscrapers on a bright afternoon.',
    priceCents: 999,
    scenes: [pano180Stereo, pano360, fisheye190Stereo],
    models: ['ines-moreau'],
    tags: ['architecture', '3d-stereo', '180-degrees'],
    location: 'Chicago, USA',
    role: 'Architect',
    genre: 'Cityscape',
    publishDate: '2026-04-09T09:00:00Z',
    releaseDate: '2026-04-09',
    accentColor: '#7FB2E5',
  },
  {
    slug: 'bridge-at-sunset',
    title: 'Bridge at Sunset',
    category: 'architecture',
    cover: 11,
    description: 'Cables and towers silhouetted against an orange sky.',
    priceCents: 1099,
    scenes: [video360, pano360Stereo],
    models: ['ines-moreau', 'tomas-reyes'],
    tags: ['architecture', 'sunset'],
    location: 'San Francisco, USA',
    role: 'Architect',
    genre: 'Cityscape',
    publishDate: '2026-06-02T09:00:00Z',
    releaseDate: '2026-06-02',
    customPrice: {
      lowerBoundCents: 499,
      text: 'Name your price — every dollar funds new captures.',
    },
    accentColor: '#F28C4C',
  },
  {
    slug: 'old-town-domes',
    title: 'Old Town Domes',
    category: 'architecture',
    cover: 12,
    description: 'Bell towers and painted domes from a hidden terrace above the square.',
    priceCents: 899,
    scenes: [pano360, pano180Stereo, pavilion3d],
    models: ['ines-moreau'],
    tags: ['architecture', '360-degrees'],
    location: 'Prague, Czechia',
    role: 'Architect',
    genre: 'Heritage',
    publishDate: '2026-08-15T09:00:00Z',
    releaseDate: '2026-08-15',
    accentColor: '#C9A36B',
  },
  {
    slug: 'desert-dunes',
    title: 'Desert Dunes',
    category: 'travel',
    cover: 13,
    description: 'Wind-carved dunes glowing gold, from crest to crest.',
    priceCents: 999,
    scenes: [pano360, video360],
    models: ['amir-haddad'],
    tags: ['travel', '360-degrees'],
    location: 'Wadi Rum, Jordan',
    role: 'Travel host',
    genre: 'Travel',
    publishDate: '2026-02-14T09:00:00Z',
    releaseDate: '2026-02-14',
    accentColor: '#E0A45A',
  },
  {
    slug: 'tropical-shore',
    title: 'Tropical Shore',
    category: 'travel',
    cover: 14,
    description: 'Turquoise water, white sand and palms leaning into the breeze.',
    priceCents: 1099,
    scenes: [pano360Stereo, video180Stereo, video360Stereo],
    models: ['amir-haddad', 'noa-lindqvist'],
    tags: ['travel', 'ocean', '3d-stereo'],
    location: 'Palawan, Philippines',
    role: 'Travel host',
    genre: 'Travel',
    publishDate: '2026-05-25T09:00:00Z',
    releaseDate: '2026-05-25',
    accentColor: '#3FC9B8',
  },
  {
    slug: 'canyon-rim',
    title: 'Canyon Rim',
    category: 'travel',
    cover: 15,
    description: 'Two kilometres of layered rock between you and the river below.',
    priceCents: 1299,
    initialPriceCents: 1699,
    scenes: [pano360, pano180Stereo, video360, photoFlat],
    models: ['amir-haddad'],
    tags: ['travel', 'mountains', '180-degrees'],
    location: 'Arizona, USA',
    role: 'Travel host',
    genre: 'Travel',
    publishDate: '2026-07-11T09:00:00Z',
    releaseDate: '2026-07-11',
    accentColor: '#C9643F',
  },
  {
    slug: 'northern-fjord',
    title: 'Northern Fjord',
    category: 'travel',
    cover: 16,
    description: 'Sheer walls dropping into still, dark water at the edge of the Arctic.',
    priceCents: 1199,
    scenes: [video360, pano360Stereo],
    models: ['tomas-reyes', 'amir-haddad'],
    tags: ['travel', 'mountains', '360-degrees'],
    location: 'Geiranger, Norway',
    role: 'Travel host',
    genre: 'Travel',
    publishDate: '2026-09-09T09:00:00Z',
    releaseDate: '2026-09-09',
    accentColor: '#4F7FA8',
  },
  {
    slug: 'trackside-sprint',
    title: 'Trackside Sprint',
    category: 'sport',
    cover: 17,
    description: 'Ten seconds on the finish line as the 100 m final thunders past.',
    priceCents: 1499,
    scenes: [videoFlat, video180Stereo, pano360],
    models: ['sofia-lindgren'],
    tags: ['sport', '180-degrees'],
    location: 'Stockholm Olympic Stadium',
    role: 'Sprinter',
    genre: 'Athletics',
    publishDate: '2026-09-20T09:00:00Z',
    releaseDate: '2026-09-20',
    accentColor: '#E04A4A',
  },
  {
    slug: 'pitchside',
    title: 'Pitchside',
    category: 'sport',
    cover: 18,
    description: 'On the touchline for kick-off, the whole stadium around you.',
    priceCents: 1499,
    scenes: [video360, pano360Stereo, videoFisheye200],
    models: ['sofia-lindgren'],
    tags: ['sport', '360-degrees'],
    location: 'Estadio Municipal',
    role: 'Sprinter',
    genre: 'Football',
    publishDate: '2026-10-04T09:00:00Z',
    releaseDate: '2026-10-04',
    accentColor: '#4AE07A',
  },
  {
    slug: 'first-tracks',
    title: 'First Tracks',
    category: 'sport',
    cover: 19,
    description: 'Drop into an untouched slope at first light.',
    priceCents: 1499,
    scenes: [],
    models: ['sofia-lindgren', 'lena-hart'],
    tags: ['sport', 'snow'],
    role: 'Skier',
    genre: 'Winter sport',
    publishDate: '2026-11-01T09:00:00Z',
    releaseDate: '2026-12-18',
    isPreview: true,
    accentColor: '#A8D8F0',
  },
  {
    slug: 'regatta',
    title: 'Regatta',
    category: 'sport',
    cover: 20,
    description: 'On deck as the fleet rounds the windward mark, spray and all.',
    priceCents: 1499,
    scenes: [],
    models: ['noa-lindqvist', 'sofia-lindgren'],
    tags: ['sport', 'ocean'],
    role: 'Sailor',
    genre: 'Sailing',
    publishDate: '2026-11-15T09:00:00Z',
    releaseDate: '2027-02-12',
    isPreview: true,
    accentColor: '#4A8FE0',
  },
];

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

export const demoCreator = {
  username: 'parallax_studio',
  name: 'Parallax Studio',
};

export const demoTariffs = [
  {
    key: 'monthly',
    name: 'Monthly',
    description: 'Every pack in the store while you subscribe.',
    priceCents: 1999,
    oldPriceCents: null,
    durationDays: 30,
    isLifetime: false,
    isTrialEnabled: true,
    trialDurationDays: 7,
    trialPriceCents: 100,
    colours: { background: '#1E2A44', text: '#FFFFFF', accent: '#5AA9F2' },
  },
  {
    key: 'annual',
    name: 'Annual',
    description: 'Twelve months for the price of five, plus exclusive packs.',
    priceCents: 9999,
    oldPriceCents: 23988,
    durationDays: 365,
    isLifetime: false,
    isTrialEnabled: false,
    trialDurationDays: null,
    trialPriceCents: null,
    colours: { background: '#2E1E44', text: '#FFFFFF', accent: '#B36BE0' },
  },
  {
    key: 'lifetime',
    name: 'Lifetime',
    description: 'Pay once, keep every pack forever, including exclusives.',
    priceCents: 24900,
    oldPriceCents: 39900,
    durationDays: null,
    isLifetime: true,
    isTrialEnabled: false,
    trialDurationDays: null,
    trialPriceCents: null,
    colours: { background: '#443A1E', text: '#FFFFFF', accent: '#F2C94C' },
  },
];

export const demoFeatureFlags = [
  { name: 'inAppUpdateCheck', isEnabled: false, params: [] },
  {
    name: 'guidePlatforms',
    isEnabled: true,
    params: [
      { label: 'PCVR', value: 'PCVR' },
      { label: 'MetaStore', value: 'MetaStore' },
      { label: 'Apk', value: 'Apk' },
    ],
  },
  { name: 'offlineDownloads', isEnabled: true, params: [{ label: 'limit', value: '1' }] },
  { name: 'welcomePopup', isEnabled: true, params: [{ label: 'source', value: 'spring26' }] },
  { name: 'metaStoreSignUpModal', isEnabled: true, params: [] },
  {
    name: 'discordBanner',
    isEnabled: true,
    params: [],
    customInfo: { url: 'https://discord.com/invite/parallax-demo' },
  },
  // spec 1 §4 personal discounts, by priority: source-14 visitors, subscribers upgrading, then
  // buyers of packs (what they spent counts towards a tariff, up to maxDiscountPercentage).
  {
    name: 'source14Discount',
    isEnabled: true,
    params: [{ label: 'discountPercentage', value: '40' }],
    sources: ['source14'],
  },
  {
    name: 'subscriptionUpgradeDiscount',
    isEnabled: true,
    params: [{ label: 'discountPercentage', value: '20' }],
  },
  {
    name: 'payAsYouGoDiscount',
    isEnabled: true,
    params: [{ label: 'maxDiscountPercentage', value: '50' }],
  },
  {
    // spec 2 §3 Card ownership: a pack subscribers may claim for keeps, a new drop every week,
    // each claimable for 48 hours.
    name: 'cardOwnershipPromo',
    isEnabled: true,
    params: [],
    customInfo: {
      slug: 'earthrise',
      firstDropAt: '2026-01-05T12:00:00.000Z',
      dropEveryDays: 7,
      visibilityWindowHours: 48,
    },
  },
  { name: 'cryptoPayments', isEnabled: true, params: [], platforms: ['web_app', 'desktop_app'] },
  {
    // spec 2 §2 download-app modal: a download address per platform (labels PCVR, MetaStore, Apk)
    // and `appLink`, an address that opens the installed app (spec 2 §4 download app flow). The
    // apps are this web app installed as a PWA (spec/README), so the demo has no store listing or
    // package to point at: each card explains how to install the web app until an address is set.
    name: 'appDownloads',
    isEnabled: true,
    params: [],
  },
  {
    // spec 1 §2, spec 2 §2: the Android package's in-app update check shows only when enabled
    // here; the package is announced at /android/{source}/latest.json (modules/releases).
    name: 'androidInAppUpdate',
    isEnabled: false,
    params: [],
  },
  {
    // The footer's handy and social links (spec 1 §2); a link without an address is left out.
    name: 'footerLinks',
    isEnabled: true,
    params: [
      { label: 'support', value: 'mailto:support@parallax.example' },
      { label: 'reportContent', value: 'mailto:report@parallax.example' },
      { label: 'affiliate', value: 'mailto:partners@parallax.example' },
      { label: 'twitter', value: 'https://x.com/parallax_demo' },
      { label: 'instagram', value: 'https://www.instagram.com/parallax_demo' },
      { label: 'discord', value: 'https://discord.com/invite/parallax-demo' },
    ],
  },
];

export const demoFaqs: Record<'en' | 'es', { question: string; answer: string }[]> = {
  en: [
    [
      'What do I need to watch?',
      'A VR headset with a modern browser (Meta Quest, Pico) or any computer or phone for the 2D viewer.',
    ],
    [
      'What is the difference between 180° and 360°?',
      '360° surrounds you completely; 180° covers the half in front of you with more detail.',
    ],
    [
      'What does 3D stereo mean?',
      'Each eye gets its own picture, so near things look near and far things far.',
    ],
    [
      'Can I watch offline?',
      'Yes. Download a pack you own to your device and play it without a connection.',
    ],
    ['Do I keep what I buy?', 'Yes. Packs you buy stay in your library for good.'],
    [
      'What does a subscription include?',
      'Every pack in the store while it is active; annual and lifetime also include exclusives.',
    ],
    [
      'Is there anything free to try?',
      'Yes — Alpine Dawn is a free demo, and many packs have free trial scenes.',
    ],
    [
      'How do I get help?',
      'Write to support from the control panel; we answer within one working day.',
    ],
  ].map(([question, answer]) => ({ question: question as string, answer: answer as string })),
  es: [
    [
      '¿Qué necesito para verlo?',
      'Un visor VR con un navegador moderno (Meta Quest, Pico) o cualquier ordenador o móvil con el visor 2D.',
    ],
    [
      '¿Qué diferencia hay entre 180° y 360°?',
      '360° te rodea por completo; 180° cubre la mitad que tienes delante con más detalle.',
    ],
    [
      '¿Qué significa 3D estéreo?',
      'Cada ojo recibe su propia imagen: lo cercano se ve cerca y lo lejano, lejos.',
    ],
    [
      '¿Puedo verlo sin conexión?',
      'Sí. Descarga en tu dispositivo un pack que tengas y reprodúcelo sin conexión.',
    ],
    [
      '¿Conservo lo que compro?',
      'Sí. Los packs que compras se quedan en tu biblioteca para siempre.',
    ],
    [
      '¿Qué incluye una suscripción?',
      'Todos los packs de la tienda mientras esté activa; la anual y la vitalicia incluyen además exclusivas.',
    ],
    [
      '¿Hay algo gratis para probar?',
      'Sí: Alpine Dawn es una demo gratuita y muchos packs tienen escenas de prueba gratis.',
    ],
    [
      '¿Cómo consigo ayuda?',
      'Escribe a soporte desde el panel de control; respondemos en un día laborable.',
    ],
  ].map(([question, answer]) => ({ question: question as string, answer: answer as string })),
};
