import React from 'react';
import { withPrefix } from 'gatsby';
import type { Logo } from '../shared/site-config-schema';

interface Props {
  logo: Logo;
  /** Shows the dark image in both colour modes (a footer that is always dark). */
  alwaysDark?: boolean;
  /** Width and height when the config gives none. */
  fallbackSize?: number;
  className?: string;
}

/**
 * A configured logo with an image per colour mode: `only-light` and `only-dark` (global.css)
 * show the right one from the first paint, before any script runs. One image when there is
 * nothing to switch between.
 */
export default function ThemedLogo({ logo, alwaysDark = false, fallbackSize, className }: Props) {
  const light = alwaysDark ? (logo.srcDark ?? logo.src) : logo.src;
  const dark = logo.srcDark ?? logo.src;
  const image = (src: string, modeClass?: string) => (
    <img
      className={[className, modeClass].filter(Boolean).join(' ') || undefined}
      src={withPrefix(`/${src}`)}
      alt={logo.alt}
      width={logo.width ?? fallbackSize}
      height={logo.height ?? fallbackSize}
    />
  );
  if (light === dark) return image(light);
  return (
    <>
      {image(light, 'only-light')}
      {image(dark, 'only-dark')}
    </>
  );
}
