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
