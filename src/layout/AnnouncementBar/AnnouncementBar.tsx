import React, { useEffect, useState } from 'react';
import { withPrefix } from 'gatsby';
import Icon from '../../components/icons/Icon';
import type { PageAnnouncementBar } from '../../shared/announcement-bar';
import { readStorage, writeStorage } from '../../lib/storage';
import { announcementKeys, DISMISSED_ATTRIBUTE } from '../../theme/storage-keys';
import './announcement-bar.css';

/** True when the reader closed this bar; closing an earlier bar (another id) does not count. Only reads. */
function isDismissed(bar: Pick<PageAnnouncementBar, 'id' | 'version'>): boolean {
  const keys = announcementKeys(bar.version);
  return readStorage(keys.id) === bar.id && readStorage(keys.dismissed) === 'true';
}

/** The bar's HTML with links to site paths (`/docs/…`) under the base path in force. */
const withSiteLinks = (html: string) =>
  html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, sitePath: string) => `href="${withPrefix(sitePath)}"`);

/** Remembers that the reader closed this bar, for the next pages and the head script. */
function dismiss(bar: PageAnnouncementBar): void {
  const keys = announcementKeys(bar.version);
  writeStorage(keys.id, bar.id);
  writeStorage(keys.dismissed, 'true');
}

export default function AnnouncementBar({ bar }: { bar: PageAnnouncementBar }) {
  // Server HTML always has the bar; the head script hides it before paint when dismissed.
  const [closed, setClosed] = useState(false);
  // Each docs version may have its own bar: after a move to another version's page, the head
  // script's verdict (for the page first loaded) is redone for this bar.
  const { id, version } = bar;
  useEffect(() => {
    const dismissed = isDismissed({ id, version });
    if (dismissed) document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'true');
    else document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
    setClosed(dismissed);
  }, [id, version]);
  if (closed) return null;

  const close = () => {
    dismiss(bar);
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
