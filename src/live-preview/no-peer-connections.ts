/**
 * WebRTC is the one way out of the frame that its Content-Security-Policy does not cover: a peer
 * connection's ICE requests go to any STUN or TURN host the code names, and can carry what the
 * reader typed. No example needs it, so the frame has none: the constructors are deleted from its
 * window before any other code runs, and from a frame the example's code makes inside it when the
 * code reaches that frame's window through the element (`contentWindow`, `contentDocument`).
 */
const PEER_CONNECTION_APIS = [
  'RTCPeerConnection',
  'webkitRTCPeerConnection',
  'RTCDataChannel',
  'RTCSessionDescription',
  'RTCIceCandidate',
] as const;

function strip(target: Window): void {
  for (const name of PEER_CONNECTION_APIS) {
    try {
      delete (target as unknown as Record<string, unknown>)[name];
    } catch {
      // A window of another origin: nothing of it can be used from here anyway.
    }
  }
}

const patched = new WeakSet<Window>();

/** Deletes the peer-connection API from `target` and from every frame element's window reached from it. */
export function removePeerConnections(target: Window & typeof globalThis): void {
  strip(target);
  if (patched.has(target)) return;
  patched.add(target);
  for (const element of [target.HTMLIFrameElement, target.HTMLFrameElement, target.HTMLObjectElement]) {
    for (const key of ['contentWindow', 'contentDocument'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(element.prototype, key);
      const get = descriptor?.get;
      if (!descriptor || !get) continue;
      Object.defineProperty(element.prototype, key, {
        ...descriptor,
        get(this: Element) {
          const value = get.call(this) as Window | Document | null;
          const nested = value && 'defaultView' in value ? value.defaultView : value;
          if (nested) removePeerConnections(nested as Window & typeof globalThis);
          return value;
        },
      });
    }
  }
}
