/**
 * The frame document's one inline script (allowed by its hash). It refuses to run anything unless
 * the document is on an opaque origin (the iframe's sandbox, or the sandbox header the service
 * worker adds), then evaluates the runtime the page sends, once. Until then nothing else runs here.
 */
import { readHostMessage } from './protocol';
import { RUNTIME_SOURCE_URL } from '../shared/live-example/files';

// `location.origin` is the address's origin (the site's), while `self.origin` is the document's.
const site = location.origin;

if (self.origin === 'null') {
  const takeRuntime = (event: MessageEvent) => {
    const message = event.source === window.parent ? readHostMessage(event.data) : null;
    if (message?.type !== 'rnp-live:runtime') return;
    removeEventListener('message', takeRuntime);
    new Function(`${message.source}\n//# sourceURL=${RUNTIME_SOURCE_URL}`)();
  };
  addEventListener('message', takeRuntime);
  window.parent.postMessage({ type: 'rnp-live:booted' }, site);
}
