import { Icon, stroke } from './icons';

// The store's, header's and footer's icons (same drawing rules as icons.tsx).
type IconProps = { size?: number };

export function PlayIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </Icon>
  );
}

export function MenuIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
    </Icon>
  );
}

export function LockIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" {...stroke} />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" {...stroke} />
    </Icon>
  );
}

export function UnlockIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" {...stroke} />
      <path d="M8 11V8a4 4 0 0 1 7.7-1.5" {...stroke} />
    </Icon>
  );
}

export function DownloadIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" {...stroke} />
    </Icon>
  );
}

export function InstagramIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" />
    </Icon>
  );
}

export function DiscordIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path
        fill="currentColor"
        d="M19.3 5.3A16.6 16.6 0 0 0 15.2 4l-.5 1a15.4 15.4 0 0 0-5.4 0L8.8 4a16.5 16.5 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.8 16.7a16.7 16.7 0 0 0 5 2.5l1.1-1.7a10.8 10.8 0 0 1-1.7-.8l.4-.3a11.9 11.9 0 0 0 10.8 0l.4.3-1.7.8 1.1 1.7a16.6 16.6 0 0 0 5-2.5c.5-4.3-.8-8-2.9-11.4zM8.7 14.4c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z"
      />
    </Icon>
  );
}
