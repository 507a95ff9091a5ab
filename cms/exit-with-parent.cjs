// Preloaded (node --require) into the servers that our scripts start: exits when the starting
// process is gone, however it ended, so no orphaned Directus or site keeps holding its port.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 1000).unref();
