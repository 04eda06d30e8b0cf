import { useLocalTexts } from '@/lib/local-texts';
import { CATALOG_TEXTS } from '../model/texts';

/** Previous and next page of a desk list, and where the list stands. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  if (pages <= 1) return null;
  return (
    <div className="desk-actions">
      <button
        type="button"
        className="desk-button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {texts.list.previous}
      </button>
      <span>{texts.list.pageOf(page + 1, pages)}</span>
      <button
        type="button"
        className="desk-button"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {texts.list.next}
      </button>
    </div>
  );
}
