/**
 * The API's contracts the app's start reads (zod's schemas of the endpoint table), built in a task
 * before the rest of the start's code runs: building them is some 40 % of running that code, on a
 * phone a few hundred milliseconds that would otherwise be one long task. start.tsx imports this
 * module first; the bundler keeps it in the contracts' own chunk (vite.config.ts), which the
 * start's chunk waits for.
 */
import '@parallax/core/endpoints/account';
import '@parallax/core/endpoints/auth';
import '@parallax/core/endpoints/browse';
import '@parallax/core/endpoints/catalog';
import '@parallax/core/endpoints/notifications';
import '@parallax/core/endpoints/releases';
import '@parallax/core/endpoints/system';
import { nextTask } from '@/lib/next-task';

await nextTask();
