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
 * A model's photo, or their initials on a neutral tile when they have none. Decorative: the
 * model's name is always written beside it.
 */
export function ModelPhoto({
  photo,
  name,
  className,
}: {
  photo: string | null;
  name: string;
  className: string;
}) {
  if (!photo) {
    return (
      <div className={`${className} model-photo-empty`} aria-hidden="true">
        {initialsOf(name)}
      </div>
    );
  }
  return <img className={className} src={photo} alt="" loading="lazy" decoding="async" />;
}
