import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './envelope';
import { errorAnswers } from './error-answers';

describe('errorAnswers', () => {
  it('puts the error body under each status named, and no other', () => {
    expect(errorAnswers(400, 404)).toEqual({ 400: errorBodySchema, 404: errorBodySchema });
  });
});
