// Line icons drawn inline (no icon font to download). Icons that mean a direction mirror in RTL.
import styled from 'styled-components';

/**
 * An icon's path data (24 × 24 box, drawn with the stroke), with `mirror` for icons that mean a direction. The data
 * lives in small modules by where it is drawn (shell, social, extra), so a chunk carries only the icons of
 * its own screens: the first screen's scripts hold the shell's six.
 */
export type IconShape = string | { d: string; mirror: boolean };

const Svg = styled.svg<{ $mirror: boolean }>`
  flex: none;
  [dir='rtl'] & {
    transform: ${({ $mirror }) => ($mirror ? 'scaleX(-1)' : 'none')};
  }
`;

export function Icon({
  shape,
  size = 22,
  filled = false,
  title,
}: {
  shape: IconShape;
  size?: number;
  filled?: boolean;
  title?: string;
}) {
  const { d, mirror } = typeof shape === 'string' ? { d: shape, mirror: false } : shape;
  return (
    <Svg
      $mirror={mirror}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </Svg>
  );
}
