import React from 'react';
import Link from '../../components/Link';
import BuiltHtml from '../../components/BuiltHtml';
import type { FooterColumn, FooterConfig, FooterLink } from '../../shared/site-config-schema';
import ThemedLogo from '../ThemedLogo';
import { useSiteConfig } from '../../config/useSiteConfig';
import { docLinkOnPage } from '../../shared/version-switch';
import './footer.css';

const isColumn = (entry: FooterColumn | FooterLink): entry is FooterColumn => 'items' in entry;

/** A link of the footer; `docLink` leads a link to a doc into the version being read, when it has it. */
function FooterLinkItem({ link, docLink }: { link: FooterLink; docLink: (to: string) => string }) {
  const to = link.to ? docLink(link.to) : link.href;
  return (
    <Link to={to ?? '/'} className="footer__link">
      {link.label}
    </Link>
  );
}

export default function Footer({ footer, currentPath }: { footer: FooterConfig; currentPath: string }) {
  const { versions } = useSiteConfig();
  const docLink = (to: string) => docLinkOnPage(versions, currentPath, to);
  const columns = footer.links.filter(isColumn);
  const row = footer.links.filter((entry): entry is FooterLink => !isColumn(entry));
  const { logo } = footer;
  // A dark footer shows the dark logo in both colour modes.
  const logoImages = logo && <ThemedLogo logo={logo} alwaysDark={footer.style === 'dark'} className="footer__logo" />;
  return (
    // Only links: the server's HTML stays as it is (BuiltHtml), written anew for each page, whose version its links follow.
    <BuiltHtml as="footer" id="footer" key={currentPath} className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {columns.length > 0 && (
          <div className="footer__columns">
            {columns.map((column) => (
              <div key={column.title} className="footer__column">
                <h2 className="footer__title">{column.title}</h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} docLink={docLink} />
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
                <FooterLinkItem link={link} docLink={docLink} />
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
    </BuiltHtml>
  );
}
