import type { RouteObject } from 'react-router';

/**
 * Lazy screens keyed by their route pattern in paths.ts. Each feature area has its own registry file, so
 * adding a screen touches only that area's file; a route with no screen shows the shared "준비 중" screen.
 */
export type ScreenRegistry = Partial<Record<string, RouteObject['lazy']>>;
