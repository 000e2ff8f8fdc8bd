import fs from 'node:fs/promises';
import path from 'node:path';
import type { TFileStorage } from './storage.ts';

/**
 * Generated names only, an upload or the webp thumbnail stored beside an uploaded image: anything else (a path,
 * '..') is refused before touching the disk.
 */
export const STORED_NAME = /^(?:[a-f0-9]{32}\.(?:jpg|png|pdf)|thumb-[a-f0-9]{32}\.(?:jpg|png)\.webp)$/;

export function createLocalStorage(root: string): TFileStorage {
  const fileOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`invalid stored file name: ${name}`);
    return path.join(root, name);
  };
  return {
    async save(name, body) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(fileOf(name), body, { flag: 'wx' });
    },
    async read(name) {
      try {
        return await fs.readFile(fileOf(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(name) {
      await fs.rm(fileOf(name), { force: true });
    },
  };
}
