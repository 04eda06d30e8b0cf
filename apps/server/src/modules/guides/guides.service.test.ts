import { describe, expect, it } from 'vitest';
import { createGuidesService } from './guides.service.js';

describe('the guide page’s title and description for the server-rendered HTML', () => {
  it('are the ones the page sets, in the language', () => {
    const guides = createGuidesService();
    expect(guides.meta('en')).toEqual({
      title: 'How to watch in VR | Parallax',
      description:
        'Set up Parallax on Meta Quest, Pico 4 Ultra or a Windows PC VR headset, step by step.',
    });
    expect(guides.meta('es').title).toBe('Cómo verlo en VR | Parallax');
  });
});
