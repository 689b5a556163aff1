import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './chromium';
import { SEEDED_TEMPLATE_ENV, seedDataTemplate, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  assertChromium();
  const template = await seedDataTemplate();
  // Set before the test workers start, so their `startServer` calls see it too.
  process.env[SEEDED_TEMPLATE_ENV] = template;
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
