import { describe, expect, it } from 'vitest';
import { readFooterLinks } from './footer-links';

const flag = (params: [string, string][], isEnabled = true) => ({
  name: 'footerLinks',
  isEnabled,
  params: params.map(([label, value]) => ({ label, value })),
  customInfo: null,
});

describe('readFooterLinks', () => {
  it('reads contact addresses (e-mail or web) and social web addresses', () => {
    expect(
      readFooterLinks([
        flag([
          ['reportContent', 'mailto:report@parallax.example'],
          ['affiliate', 'https://partners.example/parallax'],
          ['discord', 'https://discord.com/invite/x'],
        ]),
      ]),
    ).toEqual({
      reportContent: 'mailto:report@parallax.example',
      affiliate: 'https://partners.example/parallax',
      twitter: null,
      instagram: null,
      discord: 'https://discord.com/invite/x',
    });
  });

  it('drops unsafe addresses, e-mail addresses as social links, and a disabled flag', () => {
    const links = readFooterLinks([
      flag([
        ['reportContent', 'javascript:alert(1)'],
        ['twitter', 'mailto:x@example.com'],
      ]),
    ]);
    expect(links.reportContent).toBeNull();
    expect(links.twitter).toBeNull();
    expect(
      Object.values(readFooterLinks([flag([['reportContent', 'mailto:a@b.example']], false)])),
    ).toEqual([null, null, null, null, null]);
  });
});
