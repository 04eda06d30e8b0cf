import {
  LIBRARY_SETTLE_MS,
  nextLibraryStatus,
  type LibraryStatus,
} from '@parallax/core/rules/library-status';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { showToast } from '@/lib/toast';
import { addToLibrary } from '../api/library-queries';

/**
 * The add-to-library flow of one pack on this device (spec 2 §4 library status): its status,
 * whether it was added here, and the add action.
 */
export function useAddToLibrary(packId: string, isSignedIn: boolean) {
  const { openAuthRequired } = useAuthModal();
  const queryClient = useQueryClient();
  const [libraryStatus, setLibraryStatus] = useState<LibraryStatus | null>(null);
  const [isAddedHere, setIsAddedHere] = useState(false);

  // spec 2 §4: added_to_library moves on after 1 s to the download (or launch) state.
  useEffect(() => {
    if (libraryStatus !== 'added_to_library') return;
    const timer = setTimeout(() => setLibraryStatus(null), LIBRARY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [libraryStatus]);

  const add = async () => {
    // spec 2 §4: guests see add to library on demo content; adding asks them to sign up.
    if (!isSignedIn) {
      openAuthRequired();
      return;
    }
    const adding = nextLibraryStatus(libraryStatus ?? 'ready_add_to_library', 'add');
    if (!adding) return;
    setLibraryStatus(adding);
    try {
      await addToLibrary(queryClient, packId);
      setIsAddedHere(true);
      setLibraryStatus(nextLibraryStatus(adding, 'added'));
    } catch {
      setLibraryStatus(nextLibraryStatus(adding, 'failed'));
      showToast('library.toasts.addFailed', { tone: 'error' });
    }
  };

  return { libraryStatus, isAddedHere, add };
}
