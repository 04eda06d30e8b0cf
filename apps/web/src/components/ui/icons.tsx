import type { ReactNode } from 'react';

// Inline icons: no icon font or emoji, so they render the same on every system.
type IconProps = { size?: number };

function Icon({ size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {children}
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
} as const;

export function SpeakerIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" {...stroke} />
    </Icon>
  );
}

export function SpeakerMutedIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M16.5 9.5l5 5M21.5 9.5l-5 5" {...stroke} />
    </Icon>
  );
}
