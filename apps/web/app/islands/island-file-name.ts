// The name of a file the island glob found, unchecked (the build checks them: island-name.ts):
// the one part of islands' naming the site script needs, in a file of its own so the script does
// not fetch the build's checks and their messages with it. A leaf.

export const nameOfIslandFile = (path: string): string =>
  path.slice(path.lastIndexOf('/') + 1, -'.island.tsx'.length);
