import { useTranslation } from '@/lib/i18n';

/** The demo portraits' size (apps/server/scripts/demo-media/stages/portraits.ts), 3:4 like the CSS box. */
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 640;

/** Initials for a model without a photo: "Lena Hart" → "LH". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A model's photo, or their initials on a neutral tile when they have none. The box has a fixed
 * aspect ratio and the image its intrinsic size, so nothing moves when the picture arrives.
 * `isPriority`: the picture a page shows first (loaded at once, not lazily).
 */
export function ModelPhoto({
  photo,
  name,
  className,
  isPriority = false,
}: {
  photo: string | null;
  name: string;
  className: string;
  isPriority?: boolean;
}) {
  const { t } = useTranslation();
  if (!photo) {
    return (
      <div className={`${className} model-photo-empty`} aria-hidden="true">
        {initialsOf(name)}
      </div>
    );
  }
  return (
    <img
      className={className}
      src={photo}
      alt={t('models.photoAlt', { name })}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
