import { apiDownload } from '@speakwell/api-client';
import { mutationOptions } from '@tanstack/react-query';

export type ExportKind = 'everything' | 'drills';

const EXPORTS: Record<ExportKind, { path: string; filename: string }> = {
  everything: { path: '/api/user/export', filename: 'speakwell-export.json' },
  drills: { path: '/api/user/export/drills.csv', filename: 'speakwell-drills.csv' },
};

/** GET /api/user/export (JSON) or /api/user/export/drills.csv, saved as a file by the browser. */
export async function exportMyData(kind: ExportKind): Promise<void> {
  const { path, filename } = EXPORTS[kind];
  const blob = await apiDownload(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const exportMyDataMutation = () => mutationOptions({ mutationFn: exportMyData });
