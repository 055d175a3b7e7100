import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

const FALLBACK_FILE_NAME = 'nivas-export.zip';
/** Long enough for the browser to have taken the file; the URL is then let go. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The file name the server suggests in `Content-Disposition: attachment; filename="…"`. */
export function fileNameFrom(contentDisposition: string | null): string {
  const name = contentDisposition?.match(/filename="([^"/\\]+)"/)?.[1];
  return name ?? FALLBACK_FILE_NAME;
}

/**
 * GET /admin/export: the admin's rooms, tenants, rents, payments, charges and deposits as a zip
 * of CSV files.
 * Through the one HTTP client, so the token travels in the Authorization header and never
 * in a URL that a plain link or a browser history would keep.
 */
export async function exportData(): Promise<ExportedFile> {
  const response = await api.get('admin/export', { headers: { Accept: 'application/zip' } });
  const blob = await response.blob();
  if (!response.headers.get('content-type')?.startsWith('application/zip')) {
    throw new InvalidResponseError();
  }
  return { blob, fileName: fileNameFrom(response.headers.get('content-disposition')) };
}

/** Hands the file to the browser's downloads from an object URL. */
export function saveFile({ blob, fileName }: ExportedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

export const exportDataErrorMessage = (error: unknown) =>
  serverErrorMessage(error, t.profile.export.failed);

export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess(file) {
      saveFile(file);
      notifySuccess(t.profile.export.success);
    },
    onError(error) {
      notifyError(exportDataErrorMessage(error));
    },
  });
}
