import { UIManager } from 'react-native';

type Measured = (...values: number[]) => void;
type Measure = (node: HTMLElement | null, callback: Measured) => void;

const APP_SELECTOR = '.live-example__app';

/** The preview's top-left corner in the viewport when the node is inside a preview. */
const appOrigin = (node: HTMLElement | null) => node?.closest?.(APP_SELECTOR)?.getBoundingClientRect() ?? null;

let installed = false;

/**
 * Paper places menus and tooltips from window coordinates (`measureInWindow`, `measure`'s page
 * values), as if the app filled the window. In the preview the phone screen is the app's window,
 * so inside it those coordinates are made relative to the screen. Elsewhere nothing changes.
 */
export function treatPreviewAsWindow(): void {
  if (installed) return;
  installed = true;
  const manager = UIManager as unknown as { measure: Measure; measureInWindow: Measure };
  const { measure, measureInWindow } = manager;
  manager.measureInWindow = (node, callback) =>
    measureInWindow.call(manager, node, (x, y, width, height) => {
      const origin = appOrigin(node);
      callback(x - (origin?.left ?? 0), y - (origin?.top ?? 0), width, height);
    });
  manager.measure = (node, callback) =>
    measure.call(manager, node, (x, y, width, height, pageX, pageY) => {
      const origin = appOrigin(node);
      callback(x, y, width, height, pageX - (origin?.left ?? 0), pageY - (origin?.top ?? 0));
    });
}
