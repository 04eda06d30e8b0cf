import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { safeHref } from '@parallax/core/rules/links';

/** The flag that configures the footer's contact and social addresses (seeded as footerLinks). */
export const FOOTER_LINKS_FLAG = 'footerLinks';

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'discord'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type FooterLinks = Record<'reportContent' | 'affiliate' | SocialNetwork, string | null>;

/**
 * Reads the footer's addresses from the flag's params (label → address). Contacts may be e-mail
 * addresses, social links are web addresses; a missing or unsafe one is null and its link is
 * left out.
 */
export function readFooterLinks(flags: readonly FeatureFlag[]): FooterLinks {
  const flag = flags.find(
    (candidate) => candidate.name === FOOTER_LINKS_FLAG && candidate.isEnabled,
  );
  const value = (label: string) => flag?.params.find((param) => param.label === label)?.value;
  const contact = (label: string) => safeHref(value(label), { allowMailto: true });
  return {
    reportContent: contact('reportContent'),
    affiliate: contact('affiliate'),
    twitter: safeHref(value('twitter')),
    instagram: safeHref(value('instagram')),
    discord: safeHref(value('discord')),
  };
}
