import React, { useEffect, useRef, useState } from 'react';
import { View } from 'react-native';
import { MD3DarkTheme, MD3LightTheme, PaperProvider } from 'react-native-paper';
import { describeError, type ExampleError } from './example-error';
import type { PaperSettings } from './module-map';
import { treatPreviewAsWindow } from './preview-window';

treatPreviewAsWindow();

interface BoundaryProps {
  children: React.ReactNode;
  onError: (error: ExampleError) => void;
}

/** Catches what the example throws while rendering; the playground shows the message. */
class RenderBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(describeError(error));
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface Props {
  Example: React.ComponentType;
  /** A new run remounts the example (and clears a caught error). */
  runId: number;
  mode: 'light' | 'dark';
  settings: PaperSettings;
  onError: (error: ExampleError) => void;
}

/** Whether the element shows nothing: no text, no image. Follows changes to its content. */
function useIsBlank(ref: React.RefObject<HTMLElement>): boolean {
  const [blank, setBlank] = useState(false);
  useEffect(() => {
    const element = ref.current!;
    const check = () => setBlank(element.textContent!.trim() === '' && element.querySelector('img, svg, [role="img"]') === null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
  return blank;
}

/** The example inside Paper's provider, in a frame sized like a phone screen. */
export default function PhonePreview({ Example, runId, mode, settings, onError }: Props) {
  const theme = mode === 'dark' ? MD3DarkTheme : MD3LightTheme;
  const app = useRef<HTMLDivElement>(null);
  const blank = useIsBlank(app);
  return (
    <div className="live-example__screen" data-blank={blank} style={{ backgroundColor: theme.colors.background }}>
      <div className="live-example__app" ref={app}>
        <PaperProvider theme={theme} settings={settings}>
          <View style={{ flex: 1, padding: 16, backgroundColor: theme.colors.background }}>
            <RenderBoundary key={runId} onError={onError}>
              <Example />
            </RenderBoundary>
          </View>
        </PaperProvider>
      </div>
      {blank && (
        <p className="live-example__blank">
          Nothing to see yet. Some examples start hidden (a dialog whose <code>visible</code> state is false, for one): change
          the code to show it.
        </p>
      )}
    </div>
  );
}
