import { ErrorAnswer } from '@shop/domain/api/api-error';

/** An error that reaches the customer as `{message, errors}` with its status. Messages are Korean. */
export class HttpError extends ErrorAnswer {
  /** The status under Fastify's name for it. */
  get statusCode(): number {
    return this.status;
  }
}

export const notFound = (message = '요청하신 정보를 찾을 수 없습니다.') => new HttpError(404, message);
export const badRequest = (message: string, errors: Record<string, string[]> = {}) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = '로그인이 필요합니다.') => new HttpError(401, message);
export const forbidden = (message = '권한이 없습니다.') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 429: asked too often; `retryAfterSeconds` is when a try may pass again (sent as Retry-After). */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
