// @ts-check
// The entry of /meeting-frame/zoom: the frame with the real SDK loader.
import { startZoomFrame } from './zoom-frame.js';

void startZoomFrame({ window });
