import type { DemoBlogPost } from './blog/demo-blog-post.js';
import { stereoCapture } from './blog/stereo-capture.js';
import { fjordBehindTheScenes } from './blog/fjord-behind-the-scenes.js';
import { comfortTips } from './blog/comfort-tips.js';

/** The demo blog's posts (spec 1 §2 blog). */
export const demoBlogPosts: DemoBlogPost[] = [stereoCapture, fjordBehindTheScenes, comfortTips];
