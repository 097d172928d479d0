import React, { useEffect, useState } from 'react';
import LazyContent from '../LazyContent/LazyContent';
import { prefetchPreviewFiles } from '../LiveExample/preview-files';
import { useHydrated } from '../../lib/useHydrated';
import { searchSkip } from '../../shared/search-markup';
import type { ConfiguratorProps } from './Configurator';
import { CONFIGURATION_PARAM } from './configuration-param';

// Its own chunk, with the preview's page side; nothing of it loads until the reader opens it.
const loadConfigurator = () => import(/* webpackChunkName: "configurator" */ './Configurator');
/** The reader points at or focuses the button: a moment to start downloading. */
const prefetch = (version: string) => {
  void loadConfigurator();
  prefetchPreviewFiles(version);
};

/**
 * The configurator's place on a component page (the page model's sentence comes before it): the
 * button that opens it. An address with a configuration in it (`?props=`) opens it at once.
 */
export default function ConfiguratorSection(props: ConfiguratorProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(location.search).has(CONFIGURATION_PARAM)) setOpen(true);
  }, []);
  if (open)
    return (
      <LazyContent load={loadConfigurator} props={props} label="the configurator" className="configurator-loading" />
    );
  return (
    <div className="configurator-intro" {...searchSkip}>
      {hydrated ? (
        <button
          type="button"
          className="button button--tonal"
          onClick={() => setOpen(true)}
          onPointerEnter={() => prefetch(props.version)}
          onFocus={() => prefetch(props.version)}
        >
          Open the configurator
        </button>
      ) : (
        <p className="no-js-only">The configurator needs JavaScript.</p>
      )}
    </div>
  );
}
