import { NO_AGE_PARAM, noAgeModeFromParam } from '@parallax/core/rules/age-gate';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { noAgeMode } from '@/data/age-check/visitor-choices';

/**
 * spec 1 §2 query parameters: `no-age=0` turns no-age mode on, any other value off; stored for
 * the session, and the parameter is removed once read.
 */
export function NoAgeParam() {
  const [params, setParams] = useSearchParams();
  const isOn = noAgeModeFromParam(params.get(NO_AGE_PARAM));

  useEffect(() => {
    if (isOn === null) return;
    noAgeMode.set(isOn);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NO_AGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isOn, setParams]);

  return null;
}
