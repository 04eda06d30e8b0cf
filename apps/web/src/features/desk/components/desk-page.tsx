import { deskAreasOf, type DeskArea } from '@parallax/core/rules/staff';
import { isModerator } from '@parallax/core/rules/support';
import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useSession } from '@/data/session/session-context';
import { useLocalTexts } from '@/lib/local-texts';
import { SHELL_TEXTS } from '../model/desk-texts';
import '../desk.css';

/** What each area of the desk shows (app/pages/desk-route.tsx loads each on demand). */
export type DeskAreaViews = Record<DeskArea, LazyExoticComponent<ComponentType>>;

/**
 * The operator's desk (`/desk`): for staff only, anyone else gets the not-found page (and the
 * server refuses their calls anyway). The areas the account's roles open are its tabs; the open
 * area is the address's `?area=`, so a reload or a shared link opens the same screen.
 */
export function DeskPage({ notFound, areas }: { notFound: ReactNode; areas: DeskAreaViews }) {
  const { auth, user } = useSession();
  const texts = useLocalTexts(SHELL_TEXTS);
  const [params] = useSearchParams();
  if (auth.status === 'unknown') return <div className="route-loading" aria-busy="true" />;
  const roles = user?.roles ?? [];
  const open = deskAreasOf(roles);
  const first = open[0];
  if (first === undefined) return notFound;
  const asked = params.get('area');
  const area = open.find((name) => name === asked) ?? first;
  const Area = areas[area];
  return (
    <div className="desk-page" data-testid="desk">
      <title>{texts.pageTitle}</title>
      <header className="desk-header">
        <h1>{texts.title}</h1>
        <nav aria-label={texts.areasLabel} className="desk-nav">
          <ul>
            {open.map((name) => (
              <li key={name}>
                <Link
                  to={{ search: `?area=${name}` }}
                  aria-current={name === area ? 'page' : undefined}
                  data-testid={`desk-area-${name}`}
                >
                  {texts.areas[name]}
                </Link>
              </li>
            ))}
            {isModerator(roles) && (
              <li>
                <Link to="/moderation">{texts.moderation}</Link>
              </li>
            )}
          </ul>
        </nav>
      </header>
      <section className="desk-area" aria-label={texts.areas[area]}>
        <Suspense fallback={<p aria-busy="true">{texts.loading}</p>}>
          <Area />
        </Suspense>
      </section>
    </div>
  );
}
