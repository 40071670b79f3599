import type { AuthClient } from '../../auth/authClient.ts';
import { portalConfig } from '../../config/env.ts';
import { serviceUrls } from '../../config/serviceUrls.ts';
import type { FileStorage } from './fileStorage.ts';
import { memoryFileStorage } from './memoryFileStorage.ts';
import { nhostFileStorage } from './nhostFileStorage.ts';

/** The files API the portal talks to: the backend's, or none at all under `npm run dev:mock`. */
export function createFileStorage(auth: AuthClient): FileStorage {
  if (import.meta.env.MODE === 'mock') return memoryFileStorage();
  return nhostFileStorage(auth, serviceUrls(portalConfig.backendUrl).storageUrl);
}
