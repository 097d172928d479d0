import React from 'react';
import LazyContent from '../LazyContent/LazyContent';
import type { GeneratedSchemes } from '../../shared/theme-colors';

// react-native-paper and react-native-web are big: they live in their own chunk, fetched
// only when the preview comes near the viewport, so they are never part of the first load.
const loadPreview = () => import(/* webpackChunkName: "theme-builder-preview" */ './PaperPreview');

/** The live Paper preview, with the shared loading and error/Retry states. */
export default function PreviewLoader({ schemes }: { schemes: GeneratedSchemes }) {
  return <LazyContent load={loadPreview} props={{ schemes }} label="the component preview" loadWhenNear />;
}
