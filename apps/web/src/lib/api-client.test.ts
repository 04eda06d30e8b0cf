import { devEndpoints } from '@parallax/core/endpoints/dev';
import { playerEndpoints } from '@parallax/core/endpoints/player';
import { socialEndpoints } from '@parallax/core/endpoints/social';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from './api-client';

describe('endpointUrl', () => {
  it('puts an endpoint served under both API prefixes under the chosen one', () => {
    const params = { contentId: 'a/b' };
    expect(endpointUrl(playerEndpoints.metadata, { prefix: 'store', params })).toBe(
      '/store/api/v1/collection/content/a%2Fb/metadata',
    );
    expect(endpointUrl(playerEndpoints.metadata, { prefix: 'plain', params })).toBe(
      '/api/v1/collection/content/a%2Fb/metadata',
    );
  });

  it('puts an endpoint served at one base there', () => {
    expect(endpointUrl(devEndpoints.grantContent, { params: { slug: 'pack' } })).toBe(
      '/api/dev/ownership/content/pack',
    );
    expect(endpointUrl(socialEndpoints.googleStart, {})).toBe('/oauth2/authorization/google');
    expect(endpointUrl(socialEndpoints.twitterStart, {})).toBe('/api/v1/authorization/twitter');
  });
});
