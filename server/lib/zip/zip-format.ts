/** The numbers of the zip format (APPNOTE.TXT) that more than one reader here needs. */

/** Record signatures (4.3.7 local header, 4.3.9 data descriptor, 4.3.12 central record, 4.3.14-4.3.16 end records). */
export const SIGNATURE = {
  localHeader: 0x04034b50,
  dataDescriptor: 0x08074b50,
  centralRecord: 0x02014b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
  end: 0x06054b50,
};

/** General-purpose bit flags (4.4.4). */
export const FLAG = {
  encrypted: 0x1,
  dataDescriptor: 0x8,
  strongEncryption: 0x40,
};

/** Compression methods (4.4.5); 99 marks a WinZip AES entry, whose real method is in its extra field. */
export const METHOD = {
  stored: 0,
  deflate: 8,
  aes: 99,
};

/** Extra field header ids (4.5.2, 4.6.8; WinZip AES: 0x9901). */
export const EXTRA_ID = {
  zip64: 0x0001,
  unicodePath: 0x7075,
  aes: 0x9901,
};
