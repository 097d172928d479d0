import React from 'react';
import Link from '../../components/Link';
import type { Logo } from '../../shared/site-config-schema';
import ThemedLogo from '../ThemedLogo';

/** The logo and site title linking home, in the navbar and at the top of the phone menu. */
export default function NavbarBrand({ logo, title }: { logo: Logo; title: string }) {
  return (
    <Link to="/" className="navbar__brand">
      <ThemedLogo logo={logo} fallbackSize={32} />
      <b className="navbar__title">{title}</b>
    </Link>
  );
}
