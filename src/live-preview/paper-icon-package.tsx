import React, { type ComponentType } from 'react';
import type { PreviewIconProps } from './PreviewIcon';

let PreviewIcon: ComponentType<PreviewIconProps> | null = null;

/** Gives the stand-in below the icon component the frame draws with (start-runtime.tsx, once). */
export function drawPaperIconsWith(icon: ComponentType<PreviewIconProps>): void {
  PreviewIcon = icon;
}

/**
 * Stands in for the vector-icon packages Paper's own MaterialCommunityIcon requires
 * (`@react-native-vector-icons/material-design-icons` and the others; bundle.ts aliases them here).
 * That component ignores `settings.icon`, and Appbar's back arrow, Checkbox's check, List.Accordion's
 * chevron, Chip's close and Searchbar's magnifier draw with it: without a package it would find, each
 * shows Paper's fallback, an empty box. Paper requires the package when its module loads, before the
 * frame has an icon store, so this forwards to the store's component at render time.
 */
export default function PaperIconPackage(props: PreviewIconProps) {
  return PreviewIcon ? <PreviewIcon {...props} /> : null;
}
