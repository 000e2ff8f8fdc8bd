/** Where uploaded files live: local disk by default; an S3-compatible store can implement the same three calls. */
export interface TFileStorage {
  save(fileName: string, body: Buffer): Promise<void>;
  /** null when there is no such file. */
  read(fileName: string): Promise<Buffer | null>;
  remove(fileName: string): Promise<void>;
}
