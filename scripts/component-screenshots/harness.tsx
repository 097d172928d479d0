/**
 * The page the screenshot script opens: ?component=Button&variant=text&mode=dark renders that
 * one scene of the version it was bundled for, and ?screen=home&mode=dark the version's home
 * screen, with react-native-paper on react-native-web. bundle.mjs calls `mount` with that version's
 * library, its theme export names, its own scenes and its home screen.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import type { ThemeExports } from '../../src/shared/site-config-schema';
import { HOME_SCREEN_SIZE } from '../../src/shared/home-screen';
import { usePlatform, type Scenes } from './scene';
import { sharedScenes } from './scenes';

/** A theme as far as the harness reads it: the page behind the shot takes its background. */
interface SceneTheme {
  colors: { background: unknown };
}

export interface HarnessVersion {
  name: string;
  /** The version's library, as `import * as` gives it. */
  library: Record<string, unknown>;
  themeExports: Pick<ThemeExports, 'light' | 'dark'>;
  /** Scenes of the components whose API is the version's own; they replace the shared ones. */
  ownScenes: Scenes;
  /** Where those are, for messages (`content/6.x/screenshot-scenes.tsx`). */
  ownScenesFile: string;
}

function themeOf({ name, library, themeExports }: HarnessVersion, mode: 'light' | 'dark'): SceneTheme {
  const theme = library[themeExports[mode]] as SceneTheme | undefined;
  if (!theme?.colors)
    throw new Error(`Version ${name}'s library has no theme ${themeExports[mode]} (its themeExports.${mode})`);
  return theme;
}

export function mount(version: HarnessVersion, HomeScreen: React.ComponentType): void {
  const Provider = version.library.PaperProvider as React.ComponentType<{
    theme: SceneTheme;
    children: React.ReactNode;
  }>;
  const scenes: Scenes = { ...sharedScenes, ...version.ownScenes };
  const params = new URLSearchParams(location.search);
  const component = params.get('component') ?? '';
  const variant = params.get('variant') ?? '';
  const theme = themeOf(version, params.get('mode') === 'dark' ? 'dark' : 'light');
  const background = String(theme.colors.background);
  const scene = scenes[component]?.[variant];

  function Shot() {
    if (!scene)
      throw new Error(
        `No scene for ${component} (${variant || 'single'}) in scripts/component-screenshots/scenes.tsx or ${version.ownScenesFile}`,
      );
    usePlatform(scene.platform);
    return (
      <div
        id="shot"
        data-keep-focus={scene.keepFocus ? 'true' : undefined}
        data-hover={scene.hover}
        style={{
          width: scene.width ?? 320,
          height: scene.height,
          padding: 16,
          position: 'relative',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          background,
        }}
      >
        <Provider theme={theme}>{scene.render()}</Provider>
      </div>
    );
  }

  // Full-bleed, as the home page's preview frame shows it: the screen fills the frame.
  const Home = () => (
    <div
      id="shot"
      style={{
        ...HOME_SCREEN_SIZE,
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        background,
      }}
    >
      <Provider theme={theme}>
        <HomeScreen />
      </Provider>
    </div>
  );

  document.body.style.background = background;
  createRoot(document.getElementById('root')!).render(params.get('screen') === 'home' ? <Home /> : <Shot />);
}
