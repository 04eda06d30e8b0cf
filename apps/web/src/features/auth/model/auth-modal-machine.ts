import type { CodeChallenge } from '@parallax/core/contracts/auth';
import type { AuthModalEntry, AuthModalMode } from '@/data/session/auth-modal-context';

/**
 * The authentication modal as a pure reducer (spec 1 §2 and §4 "Auth modal"). Messages are i18n
 * keys; times are epoch milliseconds passed in by the caller, so every transition is testable.
 */

export type FieldName =
  'identifier' | 'username' | 'email' | 'password' | 'confirmPassword' | 'code';
export type Fields = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Email confirmation is reached from login, register or reset password (spec 1 §4). */
export type ConfirmationOrigin = Extract<AuthModalMode, 'login' | 'register' | 'resetPassword'>;

export type EmailConfirmation = {
  email: string;
  /** The resend token: names the code challenge for confirm and resend. */
  token: string;
  /** spec 1 §8: LockedNotification locks resending (the resend button is hidden). */
  isLocked: boolean;
  resendStatus: 'idle' | 'inProgress';
  previousMode: ConfirmationOrigin;
  resendAvailableAt: number;
  expiresAt: number;
};

export type AuthModalState = {
  isOpen: boolean;
  mode: AuthModalMode;
  isPermanent: boolean;
  isLoading: boolean;
  /** A message key shown under the form. */
  error: string | null;
  fieldErrors: FieldErrors;
  fields: Fields;
  emailConfirmation: EmailConfirmation | null;
  /** Allows one password update after the reset code was confirmed. */
  resetToken: string | null;
};

export const emptyFields: Fields = {
  identifier: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  code: '',
};

export const initialAuthModalState: AuthModalState = {
  isOpen: false,
  mode: 'login',
  isPermanent: false,
  isLoading: false,
  error: null,
  fieldErrors: {},
  fields: emptyFields,
  emailConfirmation: null,
  resetToken: null,
};

export type AuthModalAction =
  | { type: 'opened'; mode: AuthModalEntry; isPermanent?: boolean; error?: string }
  | { type: 'closed' }
  | { type: 'modeChanged'; mode: AuthModalEntry }
  /** spec 1 §2: login and register switch by a toggle. */
  | { type: 'toggled' }
  /** Email confirmation returns to the previous mode; the other modes return to login. */
  | { type: 'wentBack' }
  | { type: 'fieldChanged'; field: FieldName; value: string }
  /** An asynchronous check (is the name taken?) answered for this value. */
  | { type: 'fieldChecked'; field: FieldName; value: string; error: string | null }
  | { type: 'validationFailed'; fieldErrors: FieldErrors }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; error: string | null; fieldErrors?: FieldErrors }
  | {
      type: 'emailConfirmationRequired';
      email: string;
      challenge: CodeChallenge;
      now: number;
      /** Overrides the challenge's wait (spec 1 §9: 60 s for an unconfirmed login). */
      resendSeconds?: number;
    }
  | { type: 'resendStarted' }
  | { type: 'resendSucceeded'; challenge: CodeChallenge; now: number }
  | { type: 'resendFailed'; error: string; isLocked: boolean }
  | { type: 'resetTokenReceived'; token: string }
  | { type: 'passwordResetCompleted' }
  | { type: 'signInCompleted' };

/**
 * The one way between modes (spec 1 §4): ignored while loading; clears the error and validation
 * errors; leaving newPassword clears the reset token; entering it clears the password field.
 */
function changeMode(state: AuthModalState, mode: AuthModalMode): AuthModalState {
  if (state.isLoading || mode === state.mode) return state;
  const fields = mode === 'newPassword' ? { ...state.fields, password: '' } : state.fields;
  return {
    ...state,
    mode,
    error: null,
    fieldErrors: {},
    fields,
    resetToken: state.mode === 'newPassword' ? null : state.resetToken,
    emailConfirmation: mode === 'emailConfirmation' ? state.emailConfirmation : null,
  };
}

function withoutFieldError(errors: FieldErrors, field: FieldName): FieldErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function authModalReducer(state: AuthModalState, action: AuthModalAction): AuthModalState {
  switch (action.type) {
    case 'opened':
      return {
        ...initialAuthModalState,
        isOpen: true,
        mode: action.mode,
        isPermanent: action.isPermanent ?? false,
        error: action.error ?? null,
      };

    case 'closed':
      // spec 1 §4: ignored while loading; a permanent modal cannot be closed. Closing clears
      // the email confirmation, the reset token, the error and the fields.
      if (state.isLoading || state.isPermanent || !state.isOpen) return state;
      return initialAuthModalState;

    case 'modeChanged':
      return changeMode(state, action.mode);

    case 'toggled':
      if (state.mode === 'login') return changeMode(state, 'register');
      if (state.mode === 'register') return changeMode(state, 'login');
      return state;

    case 'wentBack':
      if (state.mode === 'emailConfirmation') {
        return changeMode(state, state.emailConfirmation?.previousMode ?? 'login');
      }
      return state.mode === 'register' ? state : changeMode(state, 'login');

    case 'fieldChanged':
      return {
        ...state,
        fields: { ...state.fields, [action.field]: action.value },
        fieldErrors: withoutFieldError(state.fieldErrors, action.field),
        // A new code replaces the verdict on the old one (as the pair-code entry does, spec 2 §2).
        error: action.field === 'code' ? null : state.error,
      };

    case 'fieldChecked': {
      // Ignore the answer if the user has changed the value since.
      if (state.fields[action.field] !== action.value) return state;
      const fieldErrors = withoutFieldError(state.fieldErrors, action.field);
      return {
        ...state,
        fieldErrors: action.error ? { ...fieldErrors, [action.field]: action.error } : fieldErrors,
      };
    }

    case 'validationFailed':
      return { ...state, fieldErrors: action.fieldErrors, error: null };

    case 'submitStarted':
      return { ...state, isLoading: true, error: null };

    case 'submitFailed':
      return {
        ...state,
        isLoading: false,
        error: action.error,
        fieldErrors: action.fieldErrors ?? state.fieldErrors,
      };

    case 'emailConfirmationRequired':
    case 'resendStarted':
    case 'resendSucceeded':
    case 'resendFailed':
      return confirmationReducer(state, action);

    case 'resetTokenReceived': {
      // spec 1 §4: after reset-password confirmation, newPassword (entering it clears the password).
      const next = changeMode({ ...state, isLoading: false }, 'newPassword');
      return { ...next, resetToken: action.token };
    }

    case 'passwordResetCompleted': {
      // …then login, with the e-mail the reset started from.
      const next = changeMode({ ...state, isLoading: false }, 'login');
      return { ...next, fields: { ...emptyFields, identifier: state.fields.email } };
    }

    case 'signInCompleted':
      return initialAuthModalState;
  }
}

type ConfirmationAction = Extract<
  AuthModalAction,
  { type: 'emailConfirmationRequired' | 'resendStarted' | 'resendSucceeded' | 'resendFailed' }
>;

/** The email confirmation's steps (spec 1 §4): asked for a code, and resending it. */
function confirmationReducer(state: AuthModalState, action: ConfirmationAction): AuthModalState {
  switch (action.type) {
    case 'emailConfirmationRequired': {
      const settled = { ...state, isLoading: false };
      // spec 1 §4: only if not already in it.
      if (state.mode === 'emailConfirmation') return settled;
      const previousMode: ConfirmationOrigin =
        state.mode === 'register' || state.mode === 'resetPassword' ? state.mode : 'login';
      const waitSeconds = action.resendSeconds ?? action.challenge.secondsToNextAttempt;
      return {
        ...changeMode(settled, 'emailConfirmation'),
        fields: { ...state.fields, code: '' },
        emailConfirmation: {
          email: action.email,
          token: action.challenge.token,
          isLocked: false,
          resendStatus: 'idle',
          previousMode,
          resendAvailableAt: action.now + waitSeconds * 1000,
          expiresAt: action.now + action.challenge.ttlSeconds * 1000,
        },
      };
    }

    case 'resendStarted':
      if (!state.emailConfirmation || state.emailConfirmation.isLocked) return state;
      return {
        ...state,
        error: null,
        emailConfirmation: { ...state.emailConfirmation, resendStatus: 'inProgress' },
      };

    case 'resendSucceeded':
      if (!state.emailConfirmation) return state;
      return {
        ...state,
        fields: { ...state.fields, code: '' },
        fieldErrors: {},
        emailConfirmation: {
          ...state.emailConfirmation,
          token: action.challenge.token,
          resendStatus: 'idle',
          resendAvailableAt: action.now + action.challenge.secondsToNextAttempt * 1000,
          expiresAt: action.now + action.challenge.ttlSeconds * 1000,
        },
      };

    case 'resendFailed':
      if (!state.emailConfirmation) return state;
      return {
        ...state,
        error: action.error,
        emailConfirmation: {
          ...state.emailConfirmation,
          resendStatus: 'idle',
          isLocked: state.emailConfirmation.isLocked || action.isLocked,
        },
      };
  }
}
