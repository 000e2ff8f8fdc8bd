import { useState } from 'react';
import { useFeedback } from '../feedback/feedback-provider.tsx';
import { uploadErrorText, uploadImages } from './upload-images.ts';

/**
 * Stores images for an image field: `uploading` lets the field disable its buttons meanwhile, and a failure is
 * shown to the user rather than thrown, so `onStored` runs only with the stored references.
 */
export function useImageUpload() {
  const { showError, track } = useFeedback();
  const [uploading, setUploading] = useState(false);

  async function upload(files: File[], onStored: (fileNames: string[]) => void) {
    setUploading(true);
    try {
      onStored(await track(uploadImages(files)));
    } catch (failure) {
      showError(uploadErrorText(failure));
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
