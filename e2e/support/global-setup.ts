import type { TestProject } from 'vitest/node';
import { assertChromium } from './chromium';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  assertChromium();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
