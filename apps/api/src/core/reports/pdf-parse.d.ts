/** pdf-parse 1.x ships no types; tests import the library file directly (the package root runs a debug harness). */
declare module 'pdf-parse/lib/pdf-parse.js' {
  interface TPdfParsePage {
    getViewport(scale: number): { width: number; height: number };
    getTextContent(): Promise<{ items: { str: string; transform: number[] }[] }>;
  }
  interface TPdfParseOptions {
    max?: number;
    version?: string;
    pagerender?: (page: TPdfParsePage) => Promise<string>;
  }
  interface TPdfParseResult {
    numpages: number;
    numrender: number;
    info: Record<string, unknown>;
    metadata: unknown;
    text: string;
    version: string;
  }
  export default function pdfParse(data: Uint8Array, options?: TPdfParseOptions): Promise<TPdfParseResult>;
}
