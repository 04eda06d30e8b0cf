import { Icon, stroke } from '@/components/ui/icons';

// The 2D viewer's control icons, inline like the app's others (components/ui/icons.tsx): symbol
// characters render as empty boxes where no font has them. Each button keeps its own label.

export function PlayIcon() {
  return (
    <Icon>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Icon>
  );
}

export function PauseIcon() {
  return (
    <Icon>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </Icon>
  );
}

/** A turning arrow with "10" inside: back (counter-clockwise) or forward 10 s. */
function SkipIcon({ isForward }: { isForward: boolean }) {
  return (
    <Icon>
      <g transform={isForward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M5.2 8.5A8 8 0 1 1 4 12.5" {...stroke} />
        <path d="M4.5 4.5v4.4h4.4" {...stroke} />
      </g>
      <text
        x="12"
        y="15"
        textAnchor="middle"
        fontSize="8"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
      >
        10
      </text>
    </Icon>
  );
}

export const Back10Icon = () => <SkipIcon isForward={false} />;
export const Forward10Icon = () => <SkipIcon isForward />;

export function PreviousSceneIcon() {
  return (
    <Icon>
      <path d="M6 5v14" {...stroke} />
      <path d="M19 5.5v13L9 12z" fill="currentColor" />
    </Icon>
  );
}

export function NextSceneIcon() {
  return (
    <Icon>
      <path d="M18 5v14" {...stroke} />
      <path d="M5 5.5v13L15 12z" fill="currentColor" />
    </Icon>
  );
}

export function FullscreenIcon() {
  return (
    <Icon>
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" {...stroke} />
    </Icon>
  );
}

export function ExitFullscreenIcon() {
  return (
    <Icon>
      <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" {...stroke} />
    </Icon>
  );
}
