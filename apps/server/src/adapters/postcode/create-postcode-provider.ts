import type { Config } from '../../config';
import { createKakaoPostcode } from './kakao-postcode';
import type { PostcodeProvider } from './postcode-provider';
import { createSamplePostcode } from './sample-postcode';

export function createPostcodeProvider(config: Config): PostcodeProvider {
  return config.postcode.provider === 'kakao' ? createKakaoPostcode() : createSamplePostcode();
}
