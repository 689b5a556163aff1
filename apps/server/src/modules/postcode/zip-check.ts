import type { ZipCheck } from '@shop/domain/api/spots';
import { isInstallableZip, NOT_INSTALLABLE_REGION_MESSAGE } from '@shop/domain/validation/installable-region';

export const INSTALLABLE_REGION_MESSAGE = '설치 가능한 지역입니다';

/** The server's postcode check of the delivery address (GET ships/spotSetCodeCheck). */
export function checkZip(zipCode: string): ZipCheck {
  const installable = isInstallableZip(zipCode);
  return {
    zip_code: zipCode,
    installable,
    message: installable ? INSTALLABLE_REGION_MESSAGE : NOT_INSTALLABLE_REGION_MESSAGE,
  };
}
