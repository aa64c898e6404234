// Real file bytes to upload whole, cut short or mislabelled: a small photo as a camera writes it (24x16
// JPEG), the same as PNG, GIF and WebP, a small but complete PDF, and the spreadsheets the import, bond
// release, VIN check and Hudson calls read (CSV, XLSX, the start of an old XLS).
import ExcelJS from 'exceljs';

export const JPEG = Buffer.from(
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7' +
    'Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAQABgDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAUGB//EAB4QAAEEAwADAAAAAAAAAAAAABEABAUiAQIDEkFR/8QAFwEA' +
    'AwEAAAAAAAAAAAAAAAAAAgQFBv/EAB8RAAEDBAMBAAAAAAAAAAAAAAIAAQMEBREhEhNxsf/aAAwDAQACEQMRAD8AzttDkVTVtCkVVM0hyKp20hSKqdBJ3JSgu+MbUo2giKIWgcYzTmMY08tv' +
    'mPSERy0MZcTPfjv8Z1s6e7k4aX//2Q==',
  'base64',
);

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAD0ElEQVQ4jRWTzWsfRRyHv/YlTbZpJsZNTdswtjbYJWQkrrWNMNAXdQmMLStEKFPB0i7S' +
    'gbIUpThegiyVEVloQRi09LAKA3W99DAUQVyEkbIHQZ2ThxUckBU8SPHipYL8/oMPz+d5AAAigBgAAyQAKQAFyAByAA5QAJQAEqACqAE0QAPQAliADqAH8AADwAgAgCBCT8RoB0Y7E7QrRbsp' +
    'msrQnhxNczRToKhEeyWardC+Gs1phBo036InLVro0FM9ij1aHND+ET09WRLhHTHehfFUgqdTHFE8m+G5HM9zvFDguMT7JV6q8MEaL2uMG3y4xc9avNLh53qceLw64LURPw9AICI7YzKFyUxC' +
    'ZlOCKFnIyGJOljg5VBBckiOSrFTkWE1WNSENWW/Ji5ac6MjLPaGenBrI2ZG8NkES0V0xncZ0NqHzKY0pXcrock4Pc7pS0KSka5KuV/R4TTc0pQ093dJXLd3s6Os9zT3dGuiFkb4FwCBiu2MW' +
    'YYYSFqfsAGU4Y0dzlnBGCpaW7KRktGJnapZpxhqWt+xNy3jH3u5Z4ZkYWDmy9ybfRHwq5rOYLyR8KeWY8pWMr+Z8nfMTBaclPyv5ZsXP13xLc97wSy1/x/JrHX+359Lz7YHfHPknAAIisScW' +
    'c1gsJmI5FUepWM3EC7nY4OJUIbJSnJNiqxIXa3FZC9GI661434rtTnzUi9qLTwdxZxRfTCSJ5HQs57FcSuThVCZUrmdyI5enudwsZF7KC1JequTVWl7XUjbyw1Z+bOXtTn7Wy8bLe4O8P8pv' +
    'ABREaiZWC1gdStRKqghVJzJ1KlebXL1RKF6qK1Jdq9SNWm1rpRp1u1WfW/Vlp77ulfXqu0E9HNVPE1sjHcU6xhonOkl1SjXNdJbrnGte6KLUpdSy0lWta611o5tWt1bbTne97r32gx5GPQIY' +
    'iMze2OzH5khi1lJzkpqzmTmXmwvcXClMWZoPpLlZmVu1uaONacz91nxrzcPO/NKbwZs/B/PPaP6bZBPZ2dguYbuS2PXUUmo3M7uV20vcXiusLO1NaW9X9m5t72lrG/t9a3+09tfO/tHbR94+' +
    'HuzMaBcBHERuX+wOYncsccdTd4a685m7mLur3N0oXFW6W9LdrdxXtXugnWvcz637zbq/Ovdv73Z7tzC4Z0a3Nuk38nOxX8Z+NfEbqc+o38r85dxf53678HXp70h/r/IPav+D9r7xv7f+b+sf' +
    'd35v7w94f2zwL43+FYAAUUBxwDiQJNA0MBp4FkQeJA+qCLoMRgZbBVcHr0NowqM2gA2oC7gPxAc6BDYG/j93k8TCccBj1AAAAABJRU5ErkJggg==',
  'base64',
);

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** 1x1 GIF89a and 1x1 lossless WebP: images the photo calls do not take, which must be refused clearly. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A sheet as the imports send it: a header and two VINs, with an odometer and a date. */
const SHEET = [
  ['VIN', 'Odometer', 'Release Date'],
  ['1G1ZT53826F109149', 1000, '2026-11-20'],
  ['1HGCM82633A004352', 2500, '2026-11-21'],
];

export const CSV = Buffer.from(SHEET.map((row) => row.join(',')).join('\r\n'));

/** The same sheet as an XLSX workbook (a zip), made once when the fuzzer loads. */
export const XLSX = await (async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(SHEET);
  return Buffer.from(await workbook.xlsx.writeBuffer());
})();

/** The start of an old Excel (OLE compound) file: its signature and the first of its 512-byte header. */
export const XLS_START = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(120)]);
