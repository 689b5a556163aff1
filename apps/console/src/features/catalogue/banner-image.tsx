import { useId } from 'react';
import { sendFile } from '../../shared/api';
import { useWrite } from '../../shared/use-invalidate';
import { refusal } from './api/refusal';

/**
 * A featured group's or a quiz result's banner picture: shown small, replaced by choosing a JPEG or PNG
 * (PUT `path`, multipart); the list it belongs to (`queryKey`) is read again after.
 */
export function BannerImage({
  label,
  image,
  path,
  queryKey,
}: {
  label: string;
  image: string | null;
  path: string;
  queryKey: readonly unknown[];
}) {
  const inputId = useId();
  const upload = useWrite((file: File) => sendFile<{ url: string }>('PUT', path, file), [queryKey]);
  const error = refusal(upload.error);
  return (
    <div className="catalogue-banner">
      {image ? (
        <img src={image} alt={`${label} 배너`} className="catalogue-banner__img" />
      ) : (
        <span className="field__hint">배너 이미지가 없습니다.</span>
      )}
      <label htmlFor={inputId} className="button">
        {upload.isPending ? '올리는 중…' : '배너 이미지 바꾸기'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        className="visually-hidden"
        aria-label={`${label} 배너 이미지 파일`}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) upload.mutate(file);
        }}
      />
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
