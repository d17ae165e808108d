/**
 * coco-ssd (lite_mobilenet_v2) in the browser. TensorFlow.js is imported here only, and this module is reached
 * only from the worker bundle and from the main-thread fallback's dynamic import: never from a page's bundle.
 */
import * as cocoSsd from '@tensorflow-models/coco-ssd';
import * as tf from '@tensorflow/tfjs';
import type { LoadPixelDetector, PixelImage } from './protocol';

const MAX_BOXES = 20;
/** Low on purpose: the detector reports the best score; the 0.5 rule is the domain's. */
const MIN_REPORTED_SCORE = 0.05;

export const loadCocoSsdDetector: LoadPixelDetector = async (modelUrl) => {
  await tf.ready();
  const model = await cocoSsd.load({ base: 'lite_mobilenet_v2', modelUrl });
  return {
    async score(image: PixelImage) {
      const pixels = { data: new Uint8Array(image.data.buffer), width: image.width, height: image.height };
      const tensor = tf.browser.fromPixels(pixels, 3);
      try {
        const objects = await model.detect(tensor, MAX_BOXES, MIN_REPORTED_SCORE);
        return objects.reduce(
          (best, object) => (object.class === 'person' ? Math.max(best, object.score) : best),
          0,
        );
      } finally {
        tensor.dispose();
      }
    },
  };
};
