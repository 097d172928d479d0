/** Where the build writes the live-example frame's document, under the site root. */
export const PREVIEW_FRAME_PATH = '/live-preview/frame.html';

/** The name the frame's runtime is evaluated under, so stack traces tell it from the example's code. */
export const RUNTIME_SOURCE_URL = 'live-preview-runtime.js';
/** The name each example is evaluated under: errors name its lines as `example.tsx:<line>`. */
export const EXAMPLE_SOURCE_URL = 'example.tsx';
