import React, { Suspense, useMemo, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import Link from '../Link';
import ChunkErrorBoundary from '../LazyContent/ChunkErrorBoundary';
import { retryableLazy } from '../LazyContent/retryable-lazy';
import PresetSwatches from '../ThemeBuilder/PresetSwatches';
import { useSchemes } from '../ThemeBuilder/use-schemes';
import { useColorMode } from '../../theme/ColorModeProvider';
import { useSiteConfig } from '../../config/useSiteConfig';
import { useCopy } from '../../lib/useCopy';
import { lastVersionOf, preferredVersionOf, versionNamed, type DocVersion } from '../../shared/doc-versions';
import { HOME_SCREEN_SIZE, homeScreenPicture } from '../../shared/home-screen';
import { docPath, guideDocId } from '../../shared/routes';
import { normalizeHex } from '../../shared/theme-colors';
import { useStartWhen } from './use-start-when';
import './home-screen.css';

const frameFor = retryableLazy(() => import(/* webpackChunkName: "home-screen" */ './ScreenFrame'));
const loadThemeCode = () => import(/* webpackChunkName: "home-screen-theme-code" */ './theme-code-for');

/** The theming guide's section with the theme builder, which takes `?color=`. */
const BUILDER_ANCHOR = 'getting-a-complete-colour-scheme';

/**
 * Below the hero: a small app screen of real Paper components, running in the live-example frame,
 * recoloured from a source colour the reader picks, on either docs version with a runtime. Until it
 * runs (and without JavaScript) a picture of the same screen holds its place.
 */
export default function HomeScreen() {
  const { versions } = useSiteConfig();
  const playable = versions.filter((version) => version.hasPreview);
  const first = preferredVersionOf(versions, (version) => version.hasPreview);
  return first ? <PlayableScreen playable={playable} first={first} /> : null;
}

function PlayableScreen({ playable, first }: { playable: DocVersion[]; first: DocVersion }) {
  const { versions } = useSiteConfig();
  const { mode } = useColorMode();
  const [versionName, setVersionName] = useState<string>(first.name);
  const version = versionNamed(versions, versionName);
  const { source, schemes, choose } = useSchemes();
  const [picked, setPicked] = useState(false);
  const colors = useMemo(() => (picked ? { light: schemes.light, dark: schemes.dark } : null), [picked, schemes]);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState(false);
  const section = useRef<HTMLElement>(null);
  const started = useStartWhen(section);
  const { state: copyState, copy } = useCopy();
  const Frame = useMemo(() => frameFor(attempt), [attempt]);

  const pick = (hex: string) => {
    choose(normalizeHex(hex));
    setPicked(true);
  };
  const copyTheme = () =>
    copy(async () => (await loadThemeCode()).themeCodeFor(schemes, version.themeExports, version.name));
  // The theme builder is in the theming guide of the version at /docs/.
  const last = lastVersionOf(versions);
  const builder = `${docPath(last.prefix, guideDocId('theming'))}?color=${encodeURIComponent(source)}#${BUILDER_ANCHOR}`;

  return (
    <section className="home-screen" aria-labelledby="home-screen-title" ref={section}>
      <div className="home-screen__intro">
        <h2 id="home-screen-title" className="home-screen__title">
          The real components, running here
        </h2>
        <p>
          This screen is made of React Native Paper’s own components, rendered in your browser through react-native-web.
          Tap them, type in the field, then give the whole screen a colour of your own: Paper builds a Material Design 3
          scheme from one source colour.
        </p>
        <div className="home-screen__controls">
          <fieldset className="home-screen__group">
            <legend>Source colour</legend>
            <div className="home-screen__swatches">
              <PresetSwatches chosen={picked ? source : null} onChoose={pick} />
              <label className="home-screen__custom">
                <input type="color" value={source} onChange={(event) => pick(event.target.value)} />
                <span>Custom colour</span>
              </label>
            </div>
          </fieldset>
          {playable.length > 1 && (
            <fieldset className="home-screen__group">
              <legend>Version</legend>
              <div className="home-screen__versions">
                {playable.map((option) => (
                  <label key={option.name} className="home-screen__version">
                    <input
                      type="radio"
                      name="home-screen-version"
                      value={option.name}
                      checked={option.name === version.name}
                      onChange={() => {
                        setShown(false);
                        setVersionName(option.name);
                      }}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="home-screen__actions">
            <button type="button" className="button button--tonal" onClick={() => void copyTheme()}>
              Copy theme
            </button>
            <Link to={builder} className="button button--text">
              Open in the theme builder
            </Link>
            <span className="home-screen__copied" role="status">
              {copyState === 'copied'
                ? `Theme code for ${version.label} copied.`
                : copyState === 'failed'
                  ? 'The clipboard refused the copy.'
                  : ''}
            </span>
          </div>
        </div>
      </div>
      <div className="home-screen__stage" data-shown={shown}>
        {(['light', 'dark'] as const).map((pictureMode) => (
          <img
            key={pictureMode}
            className={`home-screen__picture only-${pictureMode}`}
            src={withPrefix(homeScreenPicture(version.screenshotsPath, pictureMode))}
            {...HOME_SCREEN_SIZE}
            alt={`A screen of Paper components in ${version.label}: an app bar, a card, buttons, a text field, chips, a switch and a floating action button.`}
            loading="lazy"
            decoding="async"
          />
        ))}
        {started && (
          <ChunkErrorBoundary
            key={attempt}
            fallback={
              <div className="home-screen__failed" role="alert">
                <p>The live screen could not load; the picture shows what it looks like.</p>
                <button type="button" className="button button--tonal" onClick={() => setAttempt((n) => n + 1)}>
                  Retry
                </button>
              </div>
            }
          >
            <Suspense fallback={null}>
              <Frame key={version.name} version={version.name} mode={mode} colors={colors} onShown={setShown} />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </div>
    </section>
  );
}
