import { parseHex, readableTextColor } from '../../src/lib/color';

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
