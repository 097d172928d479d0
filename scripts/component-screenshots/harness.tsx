/**
 * The page the screenshot script opens: ?component=Button&variant=text&mode=dark renders that
 * one scene of the version it was bundled for (bundle.mjs calls `mount` with scenes/<version>.tsx),
 * and ?screen=home&mode=dark the version's home screen, with react-native-paper on react-native-web.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { HOME_SCREEN_SIZE } from '../../src/shared/home-screen';
import { usePlatform, type VersionScenes } from './scenes/scene';

export function mount({ scenes, themes, Provider }: VersionScenes, HomeScreen: React.ComponentType): void {
  const params = new URLSearchParams(location.search);
  const component = params.get('component') ?? '';
  const variant = params.get('variant') ?? '';
  const theme = params.get('mode') === 'dark' ? themes.dark : themes.light;
  const background = String(theme.colors.background);
  const scene = scenes[component]?.[variant];

  function Shot() {
    if (!scene) throw new Error(`No scene for ${component} (${variant || 'single'})`);
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
