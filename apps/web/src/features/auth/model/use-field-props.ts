import type { Dispatch } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { AuthModalAction, AuthModalState, FieldName } from './auth-modal-machine';

/** The props tying a TextField to a field of the modal: its name, value, change and problem. */
export function useFieldProps(state: AuthModalState, dispatch: Dispatch<AuthModalAction>) {
  const { t } = useTranslation();
  return (field: FieldName) => {
    const error = state.fieldErrors[field];
    return {
      name: field,
      value: state.fields[field],
      onChange: (value: string) => dispatch({ type: 'fieldChanged', field, value }),
      error: error ? t(error) : undefined,
    };
  };
}
