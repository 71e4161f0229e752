import { describe, expect, it } from 'vitest';
import { fileSizeLabel, zipTooLargeMessage } from '../../server/rules/device-forms.js';
import { MESSAGES } from '../../server/modules/device-uploads/upload/zip-messages.js';
import { DEFAULT_ZIP_LIMITS } from '../../server/modules/device-uploads/upload/zip-reader.js';

describe('file sizes as the screens name them', () => {
  it('kilobytes rounded up below a megabyte, megabytes to one decimal from there', () => {
    expect(fileSizeLabel(0)).toBe('1KB');
    expect(fileSizeLabel(1)).toBe('1KB');
    expect(fileSizeLabel(1024)).toBe('1KB');
    expect(fileSizeLabel(1025)).toBe('2KB');
    expect(fileSizeLabel(1024 * 1024 - 1)).toBe('1024KB');
    expect(fileSizeLabel(1024 * 1024)).toBe('1MB');
    expect(fileSizeLabel(2.5 * 1024 * 1024)).toBe('2.5MB');
    expect(fileSizeLabel(50 * 1024 * 1024)).toBe('50MB');
  });

  it('the upload limit names the configured size, however small', () => {
    expect(zipTooLargeMessage(50 * 1024 * 1024)).toBe('ZIPファイルのサイズが上限（50MB）を超えています');
    expect(zipTooLargeMessage(1024)).toBe('ZIPファイルのサイズが上限（1KB）を超えています');
  });

  it('the zip reader names its inflated-size and CSV limits the same way', () => {
    expect(MESSAGES.tooLarge(DEFAULT_ZIP_LIMITS.maxTotalUncompressed)).toBe(
      'ZIPファイルの展開後のサイズが上限（500MB）を超えています',
    );
    expect(MESSAGES.csvTooLarge(DEFAULT_ZIP_LIMITS.maxCsvBytes)).toBe(
      'CSVファイルのサイズが上限（32MB）を超えています',
    );
    // A limit under a megabyte was named "0MB".
    expect(MESSAGES.tooLarge(500_000)).toBe('ZIPファイルの展開後のサイズが上限（489KB）を超えています');
  });
});
