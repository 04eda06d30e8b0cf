import { pagePath } from '@parallax/core/pages';
import { Fact } from '@/components/ui/fact';
import type { ContentPack } from '@parallax/core/contracts/content';
import { formatDuration, totalDuration } from '@parallax/core/rules/duration';
import { formatCalendarDate } from '@parallax/core/rules/release';
import { formatSize } from '@parallax/core/rules/size';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';

/**
 * What a buyer checks before buying (spec 2 §3 content pack): type, scenes, running time, size,
 * 2D availability, platforms, release, models (to their pages), tags (to theirs), studio and
 * location.
 */
export function ContentFacts({ pack }: { pack: ContentPack }) {
  const { t, i18n } = useTranslation();
  const duration = totalDuration(pack.contentParts);
  const date = pack.contentReleaseDate
    ? formatCalendarDate(pack.contentReleaseDate, i18n.language)
    : null;

  return (
    <dl className="content-facts" data-testid="content-facts">
      <Fact label={t('content.type')}>{t(`content.types.${pack.type}`)}</Fact>
      <Fact label={t('content.scenes')}>{pack.scenesCount}</Fact>
      {duration > 0 && <Fact label={t('content.totalDuration')}>{formatDuration(duration)}</Fact>}
      <Fact label={t('content.packSize')}>{formatSize(pack.packSize)}</Fact>
      <Fact label={t('content.viewer2dFact')}>
        {pack.is2DViewerEnabled ? t('content.viewer2dAvailable') : t('content.vrOnly')}
      </Fact>
      <Fact label={t('content.platforms')}>
        {pack.supportedPlatforms.map((id) => t(`content.platformNames.${id}`)).join(', ')}
      </Fact>
      {date && pack.contentReleaseDate && (
        <Fact label={pack.isPreview ? t('content.releases') : t('content.released')}>
          <time dateTime={pack.contentReleaseDate}>{date}</time>
        </Fact>
      )}
      {pack.models.length > 0 && (
        <Fact label={t('content.models')}>
          <ul className="inline-links">
            {pack.models.map((model) => (
              <li key={model.slug}>
                <Link to={pagePath('model', { slug: model.slug })}>{model.name}</Link>
              </li>
            ))}
          </ul>
        </Fact>
      )}
      {pack.tags.length > 0 && (
        <Fact label={t('content.tags')}>
          <ul className="chips">
            {pack.tags.map((tag) => (
              <li key={tag.slug}>
                <Link className="chip" to={pagePath('tag', { slug: tag.slug })}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </Fact>
      )}
      {pack.studio && <Fact label={t('content.studio')}>{pack.studio}</Fact>}
      {pack.location && <Fact label={t('content.location')}>{pack.location}</Fact>}
    </dl>
  );
}
