import { api } from '../../app/api-client.ts';

interface TStoredFile {
  fileName: string;
}

/** Image fields accept jpeg and png (spec §2.5); the server checks the bytes again. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png';

/** Stores the images and answers their references, in the order given. */
export async function uploadImages(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const stored = await api.upload<TStoredFile[]>('/uploads/uploadFiles', form, { accept: 'images' });
  return stored.map((file) => file.fileName);
}

export function uploadErrorText(error: unknown): string {
  return `Erro ao subir arquivos: ${error instanceof Error ? error.message : String(error)}`;
}
