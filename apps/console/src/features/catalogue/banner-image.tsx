import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { request } from '../../shared/api';
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
  const queryClient = useQueryClient();
  const inputId = useId();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return request<{ data: { url: string } }>('PUT', path, { form });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
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
