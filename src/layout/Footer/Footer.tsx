import React from 'react';
import Link from '../../components/Link';
import type { FooterColumn, FooterConfig, FooterLink } from '../../shared/site-config-schema';
import ThemedLogo from '../ThemedLogo';
import './footer.css';

const isColumn = (entry: FooterColumn | FooterLink): entry is FooterColumn => 'items' in entry;

function FooterLinkItem({ link }: { link: FooterLink }) {
  return (
    <Link to={link.to ?? link.href ?? '/'} className="footer__link">
      {link.label}
    </Link>
  );
}

export default function Footer({ footer }: { footer: FooterConfig }) {
  const columns = footer.links.filter(isColumn);
  const row = footer.links.filter((entry): entry is FooterLink => !isColumn(entry));
  const { logo } = footer;
  // A dark footer shows the dark logo in both colour modes.
  const logoImages = logo && <ThemedLogo logo={logo} alwaysDark={footer.style === 'dark'} className="footer__logo" />;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {columns.length > 0 && (
          <div className="footer__columns">
            {columns.map((column) => (
              <div key={column.title} className="footer__column">
                <h2 className="footer__title">{column.title}</h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {row.length > 0 && (
          <ul className="footer__row">
            {row.map((link) => (
              <li key={link.label}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        )}
        <div className="footer__bottom">
          {logo &&
            (logo.href ? (
              <a href={logo.href} target={logo.target} rel="noopener noreferrer" className="footer__logo-link">
                {logoImages}
              </a>
            ) : (
              logoImages
            ))}
          <p className="footer__copyright">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
