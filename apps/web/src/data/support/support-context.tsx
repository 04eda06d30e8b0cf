import { createContext, useContext } from 'react';

/** The content pack a report or a support request is about. */
export type SupportSubject = { contentPackId: string; title: string };

/**
 * Opens the report-content and support-request forms (spec 2 §3) from anywhere: the content page,
 * the player, the footer. The support feature supplies it; other features only call it.
 */
export type SupportContextValue = {
  /** Report a pack to the moderators; signed-in users only (a guest is asked to sign up). */
  openReportContent: (subject: SupportSubject) => void;
  /** Ask support for help, about a pack when opened from its page (its contentId is sent). */
  openSupportRequest: (subject?: SupportSubject) => void;
};

export const SupportContext = createContext<SupportContextValue | null>(null);

/** The forms' opener, or null where no provider is (a part shown in a test). */
export function useOptionalSupport(): SupportContextValue | null {
  return useContext(SupportContext);
}
