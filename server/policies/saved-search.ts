import { notFound } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** A saved search is its owner's alone: anyone else is told it does not exist. */
export function assertOwnsSavedSearch(viewer: Viewer, ownerId: string): void {
  if (viewer.id !== ownerId) throw notFound();
}
