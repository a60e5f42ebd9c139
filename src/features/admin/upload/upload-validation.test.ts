import { MAX_UPLOAD_BYTES } from '#portable/media-rules.ts';
import {
  checkPreparedFileSize,
  isAcceptedImageFile,
  REQUIRED_FIELDS_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
  validateUploadForm,
} from './upload-validation.ts';

const jpeg = { name: 'sofa.jpg', type: 'image/jpeg' };
const complete = { file: jpeg, slotName: 'servico-sofas', altText: '', caption: '' };

describe('validateUploadForm', () => {
  it('accepts a file and a slot; alt text and caption are optional', () => {
    expect(validateUploadForm(complete)).toEqual({ ok: true });
  });

  it('asks for both required fields when either is missing', () => {
    for (const values of [
      { ...complete, file: null },
      { ...complete, slotName: '' },
      { ...complete, file: null, slotName: '' },
    ]) {
      expect(validateUploadForm(values)).toEqual({ ok: false, message: REQUIRED_FIELDS_MESSAGE });
    }
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Campos obrigatórios: Selecione um arquivo e um slot');
  });

  it('refuses anything but JPG, PNG and WebP', () => {
    for (const file of [
      { name: 'logo.svg', type: 'image/svg+xml' },
      { name: 'foto.heic', type: 'image/heic' },
      { name: 'anim.gif', type: 'image/gif' },
      { name: 'notas.txt', type: 'text/plain' },
    ]) {
      expect(validateUploadForm({ ...complete, file })).toEqual({
        ok: false,
        message: UNSUPPORTED_TYPE_MESSAGE,
      });
    }
  });

  it('holds alt text and caption to the server’s limits (after trimming)', () => {
    expect(validateUploadForm({ ...complete, altText: 'a'.repeat(150) })).toEqual({ ok: true });
    expect(validateUploadForm({ ...complete, altText: ` ${'a'.repeat(150)} ` })).toEqual({ ok: true });
    expect(validateUploadForm({ ...complete, altText: 'a'.repeat(151) }).ok).toBe(false);
    expect(validateUploadForm({ ...complete, caption: 'c'.repeat(500) })).toEqual({ ok: true });
    expect(validateUploadForm({ ...complete, caption: 'c'.repeat(501) }).ok).toBe(false);
  });
});

describe('isAcceptedImageFile', () => {
  it('trusts the declared type, in any case', () => {
    expect(isAcceptedImageFile({ name: 'x', type: 'image/png' })).toBe(true);
    expect(isAcceptedImageFile({ name: 'x', type: 'IMAGE/WEBP' })).toBe(true);
    expect(isAcceptedImageFile({ name: 'x.jpg', type: 'application/octet-stream' })).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAcceptedImageFile({ name: 'IMG_1.JPEG', type: '' })).toBe(true);
    expect(isAcceptedImageFile({ name: 'foto.webp', type: '' })).toBe(true);
    expect(isAcceptedImageFile({ name: 'foto.heic', type: '' })).toBe(false);
  });
});

describe('checkPreparedFileSize', () => {
  it('lets 10 MB through and stops anything bigger before it is sent', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(checkPreparedFileSize(MAX_UPLOAD_BYTES)).toEqual({ ok: true });
    expect(checkPreparedFileSize(MAX_UPLOAD_BYTES + 1)).toEqual({ ok: false, message: TOO_LARGE_MESSAGE });
  });
});
