import type { UserInfo } from '@parallax/core/contracts/auth';
import { isModerator } from '@parallax/core/rules/support';
import { pagePath } from '@parallax/core/pages';
import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { ChevronIcon } from '@/components/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useStoreActions } from '@/data/catalog/store-actions';
import { purchasesQuery } from '../api/purchases';
import { useUpdateSettings } from '../api/update-settings';
import { PurchasesSection } from './purchases-section';
import { ProfileSection } from './profile-section';
import { VrSettingsSection } from './vr-settings-section';

const SECTIONS = ['profile', 'purchases', 'vr', 'downloads'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * spec 2 §2 control panel: sections in a two-column 740 px dialog on wide screens; narrow
 * screens show the section list first, then the chosen section with a back icon. Purchases is
 * listed only when the user has transactions.
 */
export function ControlPanel({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [section, setSection] = useState<Section>('profile');
  const settings = useUpdateSettings(user);
  const purchases = useQuery(purchasesQuery());
  const transactions = purchases.data ?? [];
  // The Downloads section is the library's (data/catalog/store-actions.tsx).
  const { downloadsSection } = useStoreActions();
  const sections = SECTIONS.filter(
    (name) =>
      (name !== 'purchases' || transactions.length > 0) &&
      (name !== 'downloads' || downloadsSection !== undefined),
  );
  const { layoutRef, step, goTo } = useSteps();

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="control-panel"
      testId="control-panel"
      initialFocus=".control-panel-section-link[aria-current]"
    >
      <div className="control-panel-layout" data-step={step} ref={layoutRef}>
        <ControlPanelNav
          user={user}
          titleId={titleId}
          sections={sections}
          current={section}
          onChoose={(name) => {
            setSection(name);
            goTo('main');
          }}
          onClose={onClose}
        />
        <div className="control-panel-main">
          <DialogHeader
            title={t(`account.sections.${section}`)}
            level={3}
            onBack={() => goTo('navigation')}
            backClassName="control-panel-back"
            onClose={onClose}
          />
          <div className="dialog-body">
            {section === 'profile' && (
              <ProfileSection user={settings.user} onUpdate={settings.update} onClose={onClose} />
            )}
            {section === 'purchases' && <PurchasesSection transactions={transactions} />}
            {section === 'vr' && (
              <VrSettingsSection
                user={settings.user}
                onUpdate={settings.update}
                onClose={onClose}
              />
            )}
            {section === 'downloads' && downloadsSection?.()}
          </div>
        </div>
      </div>
    </Dialog>
  );
}

type Step = 'navigation' | 'main';

/**
 * The narrow screens' two steps: the section list, then the chosen section. A step hides the
 * one that had focus: focus moves to the step now shown (its back button, or the section it
 * came from), so keyboard and screen-reader users are not lost.
 */
function useSteps() {
  const [step, setStep] = useState<Step>('navigation');
  const layoutRef = useRef<HTMLDivElement>(null);
  const hasStepped = useRef(false);

  useEffect(() => {
    if (!hasStepped.current) return;
    const selector =
      step === 'main' ? '.control-panel-back' : '.control-panel-section-link[aria-current]';
    const target = layoutRef.current?.querySelector<HTMLElement>(selector);
    if (target && target.getClientRects().length > 0) target.focus();
  }, [step]);
  const goTo = (next: Step) => {
    hasStepped.current = true;
    setStep(next);
  };
  return { layoutRef, step, goTo };
}

function ControlPanelNav({
  user,
  titleId,
  sections,
  current,
  onChoose,
  onClose,
}: {
  user: UserInfo;
  titleId: string;
  sections: readonly Section[];
  current: Section;
  onChoose: (section: Section) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="control-panel-nav" aria-label={t('account.navigation')}>
      <DialogHeader
        title={t('account.title')}
        titleId={titleId}
        onClose={onClose}
        closeClassName="control-panel-close-narrow"
      />
      <ul className="control-panel-sections">
        {sections.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="control-panel-section-link"
              aria-current={current === name ? 'true' : undefined}
              onClick={() => onChoose(name)}
            >
              <span>{t(`account.sections.${name}`)}</span>
              <span className="control-panel-chevron">
                <ChevronIcon size={18} />
              </span>
            </button>
          </li>
        ))}
        {/* spec 2 §6: moderators reach their desk from here. */}
        {isModerator(user.roles) && (
          <li>
            <Link
              className="control-panel-section-link"
              to={pagePath('moderation')}
              onClick={onClose}
              data-testid="moderation-link"
            >
              <span>{t('moderation.link')}</span>
              <span className="control-panel-chevron">
                <ChevronIcon size={18} />
              </span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
