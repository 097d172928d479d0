import { cssColorToHex, parseHex, readableTextColor } from '../../src/shared/color';

describe('colour helpers', () => {
  it('parses short and long hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#6200EE')).toEqual([98, 0, 238]);
    expect(parseHex('purple')).toBeNull();
  });

  it('picks the text colour that reads best on a showcase banner', () => {
    expect(readableTextColor('#6200EE')).toBe('#ffffff');
    expect(readableTextColor('#fff')).toBe('#000000');
    expect(readableTextColor('#1DE9B6')).toBe('#000000');
  });
});

describe('cssColorToHex', () => {
  it('writes the library’s colour strings as hex, with alpha only when not opaque', () => {
    expect(cssColorToHex('rgba(103, 80, 164, 1)')).toBe('#6750A4');
    expect(cssColorToHex('rgb(247, 243, 249)')).toBe('#F7F3F9');
    expect(cssColorToHex('rgba(28, 27, 31, 0.12)')).toBe('#1C1B1F1F');
    expect(cssColorToHex('#6750a4')).toBe('#6750A4');
    expect(cssColorToHex('transparent')).toBe('#00000000');
    expect(cssColorToHex('papayawhip')).toBeNull();
  });
});
