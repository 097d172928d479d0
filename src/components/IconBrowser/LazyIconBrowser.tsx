import React from 'react';
import LazyContent from '../LazyContent/LazyContent';

/**
 * What guides use as `<IconBrowser />`. Everything else in this folder (and, from there, the
 * glyph map and the font) is split from the guide chunks, so only the icons page downloads it;
 * this file is all that other guides carry. LazyContent loads after hydration, so the server
 * HTML and the hydrating render agree (a Suspense boundary still dehydrated when the colour
 * mode switches to dark would make React throw the server HTML away, error 421), and only once
 * the reader scrolls near it, so it is never part of the page's first load.
 */
async function loadIconBrowser() {
  const { default: IconBrowser, loadIcons } = await import(/* webpackChunkName: "icon-browser" */ './IconBrowser');
  const data = await loadIcons();
  return { default: () => <IconBrowser data={data} /> };
}

export default function LazyIconBrowser() {
  return <LazyContent load={loadIconBrowser} props={{}} label="icons" className="icon-browser__loading" loadWhenNear />;
}
