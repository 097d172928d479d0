// First, so component styles that come later win over the global ones.
import '../theme/global.css';
// Shared component styles in one fixed order: the navbar's search (LazyContent) and the pages
// (code blocks) both use them, and CSS extraction warns when chunks disagree on the order.
import '../components/CodeBlock/code-block.css';
import '../components/LazyContent/lazy-content.css';
import React, { useEffect } from 'react';
import type { SidebarItem } from '../shared/navigation';
import { useSiteConfig } from '../config/useSiteConfig';
import { announcementBarOf } from '../shared/announcement-bar';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import AnnouncementBar from './AnnouncementBar/AnnouncementBar';
import CrashBoundary from './CrashBoundary/CrashBoundary';
import Footer from './Footer/Footer';
import Navbar from './Navbar/Navbar';
import SkipToContent, { MAIN_CONTENT_ID } from './SkipToContent/SkipToContent';

interface Props {
  currentPath: string;
  /** The page shown is the not-found page (at the address asked for). */
  notFound?: boolean;
  /** The docs sidebar of the current page, shown in the mobile menu. */
  sidebar: SidebarItem[] | null;
  children: React.ReactNode;
}

/** The page furniture around every page; it stays mounted across navigations. */
export default function Layout({ currentPath, notFound = false, sidebar, children }: Props) {
  const { config, versions } = useSiteConfig();
  const bar = announcementBarOf(config.announcementBar, versions, currentPath);
  // Marks the document as interactive; browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ColorModeProvider defaultMode={config.colorMode.defaultMode}>
      <SkipToContent />
      {bar && <AnnouncementBar bar={bar} />}
      <Navbar currentPath={currentPath} notFound={notFound} sidebar={sidebar} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main">
        <CrashBoundary resetKey={currentPath}>{children}</CrashBoundary>
      </main>
      <Footer footer={config.footer} currentPath={currentPath} />
    </ColorModeProvider>
  );
}
