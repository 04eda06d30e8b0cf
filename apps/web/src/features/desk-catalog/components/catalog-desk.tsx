import { useSearchParams } from 'react-router';
import { useLocalTexts } from '@/lib/local-texts';
import { CATALOG_TEXTS } from '../model/texts';
import { ImportsList } from './imports-list';
import { PackEditor } from './pack-editor';
import { PacksList } from './packs-list';
import '../catalog-desk.css';

type Tab = 'packs' | 'imports';
const TABS: readonly Tab[] = ['packs', 'imports'];

/**
 * The desk's catalog area: the content packs (list, filters, search) and the imports; a pack's
 * editor opens with `?pack=<id>`, so a reload or a shared link opens it again. `area` is kept.
 */
export function CatalogDesk() {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const [params, setParams] = useSearchParams();
  const packId = params.get('pack');
  const tab: Tab = params.get('tab') === 'imports' ? 'imports' : 'packs';

  const show = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  const openPack = (id: string) => show({ pack: id });

  if (packId) return <PackEditor id={packId} onClose={() => show({ pack: null })} />;

  return (
    <div className="catalog-desk">
      <nav className="catalog-desk-tabs" aria-label={texts.tabs.packs}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className="desk-button"
            aria-pressed={tab === name}
            data-testid={`desk-catalog-tab-${name}`}
            onClick={() => show({ tab: name === 'packs' ? null : name })}
          >
            {texts.tabs[name]}
          </button>
        ))}
      </nav>
      {tab === 'packs' ? <PacksList onOpen={openPack} /> : <ImportsList onOpenPack={openPack} />}
    </div>
  );
}
