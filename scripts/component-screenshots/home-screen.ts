/** Device pixels per CSS pixel in every screenshot the pipeline writes (the home screen's size and files: src/shared/home-screen.ts). */
export const DEVICE_SCALE_FACTOR = 2;
