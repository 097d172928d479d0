import * as React from 'react';
import { Button, DarkTheme, LightTheme, PaperProvider } from 'react-native-paper-v6';
import { noop, Row, type Scene, type VersionScenes } from './scene';

const SCENES: Record<string, Record<string, Scene>> = {
  Button: { filled: { render: () => <Row><Button mode="contained" onPress={noop}>Send</Button></Row> } },
};

export const version: VersionScenes = {
  scenes: SCENES,
  themes: { light: LightTheme, dark: DarkTheme },
  Provider: PaperProvider as VersionScenes['Provider'],
};
