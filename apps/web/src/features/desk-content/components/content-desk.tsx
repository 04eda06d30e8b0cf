import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useLocalTexts } from '@/lib/local-texts';
import { CONTENT_KINDS, isContentKind, type ContentKind } from '../model/content-kinds';
import { CONTENT_TEXTS } from '../model/texts';
import { ContentEditor } from './content-editor';
import { ContentList } from './content-list';
import '../desk-content.css';

/** The address of the content area with these changes (`area` and the rest kept). */
function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
}

/**
 * The desk's content area (editors): categories and presales, origins packs, models, tags, the
 * FAQ, documents and blog posts. What is open is in the address
 * (`?area=content&kind=faq&id=<id>`), so a reload or a shared link opens it again.
 */
export function ContentDesk() {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: ContentKind = isContentKind(asked) ? asked : 'categories';
  const id = params.get('id');
  const open = (next: string | null) =>
    setParams(new URLSearchParams(searchWith(params, { id: next })));

  return (
    <section className="desk-content" aria-labelledby="desk-content-heading">
      <h2 id="desk-content-heading">{texts.heading}</h2>
      <nav aria-label={texts.kindsLabel} className="desk-content-kinds">
        <ul>
          {CONTENT_KINDS.map((each) => (
            <li key={each}>
              <Link
                to={searchWith(params, { kind: each, id: null, q: null, page: null })}
                aria-current={each === kind ? 'page' : undefined}
                data-testid={`desk-content-kind-${each}`}
              >
                {texts.kinds[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="desk-content-layout">
        <ContentList kind={kind} openId={id} hrefOf={(next) => searchWith(params, { id: next })} />
        {id && <ContentEditor key={`${kind}:${id}`} kind={kind} id={id} onOpen={open} />}
      </div>
    </section>
  );
}
