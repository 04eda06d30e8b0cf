import type { ReactNode } from 'react';

// Inline icons: no icon font or emoji, so they render the same on every system. More in
// store-icons.tsx (the store, header and footer).
type IconProps = { size?: number };

export function Icon({ size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const speaker = <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />;

export function SpeakerIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      {speaker}
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" {...stroke} />
    </Icon>
  );
}

export function SpeakerMutedIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      {speaker}
      <path d="M16.5 9.5l5 5M21.5 9.5l-5 5" {...stroke} />
    </Icon>
  );
}

export function CloseIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" {...stroke} />
    </Icon>
  );
}

export function BackIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M15 5l-7 7 7 7" {...stroke} />
    </Icon>
  );
}

export function ChevronIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M9 5l7 7-7 7" {...stroke} />
    </Icon>
  );
}

export function UserIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="8" r="4" {...stroke} />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" {...stroke} />
    </Icon>
  );
}

export function EyeIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" {...stroke} />
      <circle cx="12" cy="12" r="3" {...stroke} />
    </Icon>
  );
}

export function EyeOffIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path
        d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
        {...stroke}
      />
    </Icon>
  );
}

export function GoogleIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.8 14c-.2-.7-.4-1.3-.4-2s.1-1.4.4-2V7.1H2.1a11 11 0 0 0 0 9.8L5.8 14z"
      />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1L5.8 10c.9-2.7 3.3-4.6 6.2-4.6z"
      />
    </Icon>
  );
}

export function TwitterIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path
        fill="currentColor"
        d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.3l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z"
      />
    </Icon>
  );
}
