import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  contentPageDescription,
  contentPageTitle,
  languageAlternates,
} from './page-head.js';

const pack = (seo: { metaTitle: string; metaDescription: string } | null) => ({
  title: 'Ringed Giant',
  description: 'A gas giant fills half the sky.',
  customization: {
    accentColor: '#E0B36B',
    backgroundColor: '#0B0D12',
    themes: [],
    arrowTheme: 'light' as const,
    seo,
  },
});

describe('content page head', () => {
  it('uses the pack’s SEO title and description', () => {
    const seo = { metaTitle: 'Ringed Giant — VR pack', metaDescription: 'Rings in 3D.' };
    expect(contentPageTitle(pack(seo))).toBe('Ringed Giant — VR pack');
    expect(contentPageDescription(pack(seo))).toBe('Rings in 3D.');
  });

  it('falls back to the title with the product name and the description', () => {
    expect(contentPageTitle(pack(null))).toBe('Ringed Giant | Parallax');
    expect(contentPageDescription(pack(null))).toBe('A gas giant fills half the sky.');
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the base, with or without slashes, and keeps absolute addresses', () => {
    expect(absoluteUrl('https://parallax.example', '/content/x')).toBe(
      'https://parallax.example/content/x',
    );
    expect(absoluteUrl('https://parallax.example/', 'content/x')).toBe(
      'https://parallax.example/content/x',
    );
    expect(absoluteUrl('https://parallax.example', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
  });
});

describe('languageAlternates', () => {
  it('gives the page in each language and English for everyone else', () => {
    expect(languageAlternates('https://parallax.example/', '/tags/mountains')).toEqual([
      { hreflang: 'en', href: 'https://parallax.example/tags/mountains' },
      { hreflang: 'es', href: 'https://parallax.example/es/tags/mountains' },
      { hreflang: 'x-default', href: 'https://parallax.example/tags/mountains' },
    ]);
    expect(languageAlternates('https://parallax.example', '/').map(({ href }) => href)).toEqual([
      'https://parallax.example/',
      'https://parallax.example/es/',
      'https://parallax.example/',
    ]);
  });
});
