import { openDatabase } from '@owo/db';
import type { TestProject } from 'vitest/node';
import { databaseUrl, onServer, prepareDatabase, uniqueDatabaseName } from './prepared-database.ts';

/**
 * Runs once before the server tests: with DATABASE_URL, makes the prepared database that every
 * test file's own database is copied from (prepared-database.ts), and drops it after the run.
 * On PGlite there is nothing to do here: each worker prepares its own in memory.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', undefined);
    return;
  }
  const name = uniqueDatabaseName('owo_template');
  await onServer(adminUrl, `create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 1 });
  try {
    await prepareDatabase(database);
  } finally {
    // A template takes no copies while anyone is connected to it.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onServer(adminUrl, `drop database if exists ${name} with (force)`);
}
