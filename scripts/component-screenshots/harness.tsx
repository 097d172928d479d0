/**
 * The page the screenshot script opens: ?component=Button&variant=text&mode=dark
 * renders that one scene with react-native-paper on react-native-web.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { MD3DarkTheme, MD3LightTheme, PaperProvider } from 'react-native-paper';
import { SCENES, usePlatform } from './scenes';

const params = new URLSearchParams(location.search);
const component = params.get('component') ?? '';
const variant = params.get('variant') ?? '';
const theme = params.get('mode') === 'dark' ? MD3DarkTheme : MD3LightTheme;
const scene = SCENES[component]?.[variant];

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
        background: theme.colors.background,
      }}
    >
      <PaperProvider theme={theme}>{scene.render()}</PaperProvider>
    </div>
  );
}

document.body.style.background = theme.colors.background;
createRoot(document.getElementById('root')!).render(<Shot />);
