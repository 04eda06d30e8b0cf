import { type FilePlan, fileNameOf, packedNameOf } from './protocol';

/** A file's forms and chunks as its plan describes them. */

export const isPacked = (file: FilePlan): boolean => file.unpacked !== undefined;

/** The name a file is fetched to: its packed form's, or its own. */
export const fetchedNameOf = (file: FilePlan): string =>
  isPacked(file) ? packedNameOf(file.id) : fileNameOf(file.id);

/** Sizes and chunk hashes of one form of a file. */
export type FileForm = { sizeInBytes: number; chunkSha256: string[] };

/** The file as it plays: its size and chunk hashes (the unpacked file's for a packed one). */
export const playedFormOf = (file: FilePlan): FileForm =>
  file.unpacked
    ? { sizeInBytes: file.uncompressedSizeInBytes, chunkSha256: file.unpacked.chunkSha256 }
    : { sizeInBytes: file.sizeInBytes, chunkSha256: file.chunkSha256 };

/** The file as fetched, packed: its size and chunk hashes. */
export const packedFormOf = (file: FilePlan): FileForm => ({
  sizeInBytes: file.sizeInBytes,
  chunkSha256: file.chunkSha256,
});

export const chunkCount = (file: FilePlan) => file.chunkSha256.length;
export const chunkStart = (file: FilePlan, index: number) => index * file.chunkSizeInBytes;
export const chunkLength = (file: FilePlan, index: number) =>
  Math.min(file.chunkSizeInBytes, file.sizeInBytes - chunkStart(file, index));
