import React, { useEffect, useState } from 'react';
import { withPrefix } from 'gatsby';
import Icon from '../../components/icons/Icon';
import type { AnnouncementBarConfig } from '../../shared/site-config-schema';
import { readStorage, writeStorage } from '../../lib/storage';
import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, DISMISSED_ATTRIBUTE } from '../../theme/storage-keys';
import './announcement-bar.css';

/** True when the reader closed this bar; closing an earlier bar (another id) does not count. Only reads. */
export function isDismissed(id: string): boolean {
  return readStorage(ANNOUNCEMENT_ID_KEY) === id && readStorage(ANNOUNCEMENT_DISMISSED_KEY) === 'true';
}

/** The bar's HTML with links to site paths (`/docs/…`) under the base path in force. */
const withSiteLinks = (html: string) =>
  html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, sitePath: string) => `href="${withPrefix(sitePath)}"`);

/** Remembers that the reader closed this bar, for the next pages and the head script. */
function dismiss(id: string): void {
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISSED_KEY, 'true');
}

export default function AnnouncementBar({ bar }: { bar: AnnouncementBarConfig }) {
  // Server HTML always has the bar; the head script hides it before paint when dismissed.
  const [closed, setClosed] = useState(false);
  // Each docs version may have its own bar: after a move to another version's page, the head
  // script's verdict (for the page first loaded) is redone for this bar.
  useEffect(() => {
    const dismissed = isDismissed(bar.id);
    if (dismissed) document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'true');
    else document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
    setClosed(dismissed);
  }, [bar.id]);
  if (closed) return null;

  const close = () => {
    dismiss(bar.id);
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'true');
    setClosed(true);
  };
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: withSiteLinks(bar.content) }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close needs-js"
          aria-label="Close announcement"
          onClick={close}
        >
          <Icon name="close" size={20} />
        </button>
      )}
    </div>
  );
}
