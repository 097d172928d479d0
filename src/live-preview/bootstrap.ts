/**
 * The frame document's one inline script (allowed by its hash). It refuses to run anything unless
 * the document is on an opaque origin (the iframe's sandbox, or the sandbox header the service
 * worker adds), takes away what the frame's policy cannot stop (see no-peer-connections.ts), then
 * evaluates the runtime the page sends, once, handing it the port the page sent with it. Until
 * then nothing else runs here.
 */
import { readHostMessage, RUNTIME_PORT_PARAM, type FrameMessage } from '../shared/live-example/protocol';
import { RUNTIME_SOURCE_URL } from '../shared/live-example/files';
import { removePeerConnections } from './no-peer-connections';

// `location.origin` is the address's origin (the site's), while `self.origin` is the document's.
const site = location.origin;

if (self.origin === 'null') {
  removePeerConnections(window);
  const takeRuntime = (event: MessageEvent) => {
    const message = event.source === window.parent ? readHostMessage(event.data) : null;
    const port = event.ports[0];
    if (message?.type !== 'rnp-live:runtime' || !port) return;
    removeEventListener('message', takeRuntime);
    new Function(RUNTIME_PORT_PARAM, `${message.source}\n//# sourceURL=${RUNTIME_SOURCE_URL}`)(port);
  };
  addEventListener('message', takeRuntime);
  const booted: FrameMessage = { type: 'rnp-live:booted' };
  window.parent.postMessage(booted, site);
}
