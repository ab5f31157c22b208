import { v7 as uuidv7 } from 'uuid';

/** Ids are UUIDv7 made by the app: sortable by creation time, unique across processes. */
export const newId = (): string => uuidv7();
