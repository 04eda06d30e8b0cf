// Fails fast, with the fix, when the system Chromium the suite drives is missing.
import { accessSync, constants, statSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (!isExecutableFile(chromiumPath)) {
  console.error(
    `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH`,
  );
  process.exit(1);
}
