import { Svg, type IconProps } from './icons.tsx';

/** Icons of the screens (favourites, the calendar grid, the category menu), beside the chrome's. */
export const EyeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2" />
    <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Svg>
);

/** Outlined, or filled when `filled` (a favourite). */
export const StarIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props}>
    <path
      d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Svg>
);

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <Svg className={className ? `icon--directional ${className}` : 'icon--directional'}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = ({ className }: IconProps) => (
  <Svg className={className ? `icon--directional ${className}` : 'icon--directional'}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
