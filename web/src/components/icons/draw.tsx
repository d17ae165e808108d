import type { SVGProps } from 'react';

/** Small stroke icons (24×24 grid, currentColor). Decorative: hidden from assistive technology. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon's strokes: a path's `d`, a circle (cx, cy, r) or a rounded rectangle (x, y, width, height, rx). */
type Shape =
  | string
  | { circle: readonly [number, number, number] }
  | { rect: readonly [number, number, number, number, number] };

function shape(part: Shape, key: number) {
  if (typeof part === 'string') return <path key={key} d={part} />;
  if ('circle' in part) {
    const [cx, cy, r] = part.circle;
    return <circle key={key} cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = part.rect;
  return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
}

export function icon(displayName: string, ...shapes: Shape[]) {
  return drawn(displayName, '', shapes);
}

/** An arrow or chevron along the reading direction: mirrored under dir="rtl" (base.css .flip-rtl). */
export function directionalIcon(displayName: string, ...shapes: Shape[]) {
  return drawn(displayName, 'flip-rtl', shapes);
}

function drawn(displayName: string, baseClass: string, shapes: Shape[]) {
  function Icon({ size = 20, className, ...props }: IconProps) {
    return (
      <svg
        className={[baseClass, className].filter(Boolean).join(' ') || undefined}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes.map(shape)}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
