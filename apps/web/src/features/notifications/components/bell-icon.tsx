import { Icon, stroke } from '@/components/ui/icons';

export function BellIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z" {...stroke} />
      <path d="M10 20a2 2 0 0 0 4 0" {...stroke} />
    </Icon>
  );
}
