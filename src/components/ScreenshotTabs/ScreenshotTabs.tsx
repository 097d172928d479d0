import React, { useState } from 'react';
import { graphql, withPrefix } from 'gatsby';
import Tabs from '../Tabs/Tabs';
import Lightbox from './Lightbox';
import { searchSkip } from '../../shared/search-markup';
import { useHydrated } from '../../lib/useHydrated';
import './screenshots.css';

/** A screenshot; a component page's first one may carry its light picture inline (`ComponentLeadScreenshotFields`). */
export type Screenshot = Queries.ComponentScreenshotFieldsFragment & {
  readonly light: { readonly inline?: string | null };
};

/** The fields a page queries to show a component's screenshots; a component page also asks for the first light picture inline. */
export const screenshotFields = graphql`
  fragment ComponentScreenshotFields on ComponentScreenshot {
    variant
    light {
      src
      width
      height
    }
    dark {
      src
      width
      height
    }
  }

  fragment ComponentLeadScreenshotFields on ComponentScreenshot {
    ...ComponentScreenshotFields
    light {
      inline
    }
  }
`;

/**
 * Both colour modes are in the markup; CSS shows the one matching the page. The first screenshot
 * is above the fold and loads at once (both modes: a few kB each; the light one may be written into
 * the page, `inline`); the others wait until seen.
 */
function ThemedImage({
  shot,
  alt,
  large = false,
  eager = false,
}: {
  shot: Screenshot;
  alt: string;
  large?: boolean;
  eager?: boolean;
}) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          className={`screenshot__image only-${mode}`}
          src={(mode === 'light' && shot.light.inline) || withPrefix(shot[mode].src)}
          width={large ? shot[mode].width * 2 : shot[mode].width}
          height={large ? shot[mode].height * 2 : shot[mode].height}
          alt={alt}
          loading={large || eager ? undefined : 'lazy'}
          decoding="async"
        />
      ))}
    </>
  );
}

function Shot({ component, shot, first = false }: { component: string; shot: Screenshot; first?: boolean }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const alt = `${component}${shot.variant ? ` (${shot.variant})` : ''}, rendered with react-native-paper`;
  const image = <ThemedImage shot={shot} alt={alt} eager={first} />;
  return (
    <figure className="screenshot" {...searchSkip}>
      {/* Enlarging needs JavaScript: until it runs, the screenshot is a plain image. */}
      {hydrated ? (
        <button type="button" className="screenshot__open" onClick={() => setOpen(true)} aria-label={`Enlarge: ${alt}`}>
          {image}
        </button>
      ) : (
        <div className="screenshot__open">{image}</div>
      )}
      {open && (
        <Lightbox label={alt} onClose={() => setOpen(false)}>
          <ThemedImage shot={shot} alt={alt} large />
        </Lightbox>
      )}
    </figure>
  );
}

/** A component's screenshots, in tabs when it has several variants. */
export default function ScreenshotTabs({ component, shots }: { component: string; shots: readonly Screenshot[] }) {
  if (shots.length === 0) return null;
  if (shots.length === 1) return <Shot component={component} shot={shots[0]} first />;
  return (
    <Tabs
      className="screenshot-tabs"
      label={`${component} variants`}
      tabs={shots.map((shot, index) => ({
        label: shot.variant,
        content: <Shot component={component} shot={shot} first={index === 0} />,
      }))}
    />
  );
}
