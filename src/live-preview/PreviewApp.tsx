import React, { useEffect, useMemo, useRef } from 'react';
import { View } from 'react-native';
import { PaperProvider } from 'react-native-paper';
import type { PaperSettings } from './module-map';
import type { ColorOverrides, PreviewColors, PreviewMode } from '../shared/live-example/protocol';

interface BoundaryProps {
  children: React.ReactNode;
  onError: (error: unknown) => void;
}

/** Catches what the example throws while rendering; the page shows the message. */
class RenderBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Says the example rendered: it sits after the example inside the boundary, so a render that throws never mounts it. */
function RenderedSignal({ runId, onRendered }: { runId: number; onRendered: (runId: number) => void }) {
  useEffect(() => onRendered(runId), [runId, onRendered]);
  return null;
}

/** Besides text, what counts as something on screen: pictures, controls (6.x's Switch draws no text or input) and progress. */
const VISIBLE_CONTENT =
  'img, svg, input, textarea, [role="img"], [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="slider"], [role="progressbar"]';

/** Calls `onChange` with whether the element shows nothing (no text, picture or control), now and as its content changes. */
function useBlankWatch(ref: React.RefObject<HTMLElement>, onChange: (blank: boolean) => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    const element = ref.current!;
    let last: boolean | null = null;
    const check = () => {
      const blank = element.textContent!.trim() === '' && element.querySelector(VISIBLE_CONTENT) === null;
      if (blank !== last) callback.current((last = blank));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
}

/** What the preview needs of a version's theme; its own theme type differs between versions. */
interface PreviewTheme {
  colors: { background: string } & Record<string, unknown>;
}

/**
 * The theme with the page's colours in place of its own, for the roles this version's theme has
 * (6.x dropped some of 5.x's, and has some 5.x lacks: those keep the theme's own colours).
 */
function recoloured(theme: PreviewTheme, colors: ColorOverrides | undefined): PreviewTheme {
  if (!colors) return theme;
  const own = theme.colors;
  const merged: Record<string, unknown> = { ...own };
  for (const [role, color] of Object.entries(colors)) {
    if (!Object.hasOwn(own, role)) continue;
    const base = own[role];
    if (typeof color === 'string' && typeof base === 'string') merged[role] = color;
    else if (typeof color === 'object' && typeof base === 'object' && base !== null)
      merged[role] = {
        ...base,
        ...Object.fromEntries(Object.entries(color).filter(([key]) => Object.hasOwn(base, key))),
      };
  }
  return { ...theme, colors: merged as PreviewTheme['colors'] };
}

export type PreviewThemes = Record<PreviewMode, PreviewTheme>;

interface Props {
  Example: React.ComponentType | null;
  /** A new run remounts the example (and clears a caught error). */
  runId: number;
  mode: PreviewMode;
  /** Colours in place of the theme's own, or null. */
  colors: PreviewColors | null;
  /** A whole screen: drawn edge to edge, without the example's padding. */
  bleed: boolean;
  themes: PreviewThemes;
  settings: PaperSettings;
  onRendered: (runId: number) => void;
  onRenderError: (runId: number, error: unknown) => void;
  onBlankChange: (blank: boolean) => void;
}

/**
 * The example inside Paper's provider, filling the frame: the frame's window is the phone's
 * screen, so portals (dialogs, menus, snackbars) cover it and menus and tooltips are placed in
 * its coordinates with no adjustment.
 */
export default function PreviewApp({
  Example,
  runId,
  mode,
  colors,
  bleed,
  themes,
  settings,
  onRendered,
  onRenderError,
  onBlankChange,
}: Props) {
  const theme = useMemo(() => recoloured(themes[mode], colors?.[mode]), [themes, mode, colors]);
  const app = useRef<HTMLDivElement>(null);
  useBlankWatch(app, onBlankChange);
  useEffect(() => {
    document.documentElement.style.backgroundColor = theme.colors.background;
    document.documentElement.style.colorScheme = mode;
  }, [theme, mode]);
  return (
    <div className="preview" ref={app}>
      <PaperProvider theme={theme} settings={settings}>
        <View style={{ flex: 1, padding: bleed ? 0 : 16, backgroundColor: theme.colors.background }}>
          {Example && (
            <RenderBoundary key={runId} onError={(error) => onRenderError(runId, error)}>
              <Example />
              <RenderedSignal runId={runId} onRendered={onRendered} />
            </RenderBoundary>
          )}
        </View>
      </PaperProvider>
    </div>
  );
}
