import { fixedDescription } from '../../gatsby/page-data/description-fixes';
import { parseDataFile } from '../../gatsby/sourcing/data-schemas';
import type { Context } from '../../gatsby/page-data/entry';

/** A node model that finds the one fix given, as the build's finds a component's. */
const withFix = (fix: { replace: { from: string; to: string }[] } | null): Context => ({
  nodeModel: { findOne: async () => fix, findAll: async () => ({ entries: [] }) },
});
const surface = {
  title: 'Surface',
  version: '2.x',
  description: 'A container.\nOn dark theme with `adaptive` mode, an overlay.',
};

describe("a version's description fixes", () => {
  it('replace the passages they name and leave the rest of the comment as the library wrote it', async () => {
    const fix = {
      replace: [{ from: 'On dark theme with `adaptive` mode, an overlay.', to: 'Its background follows `elevation`.' }],
    };
    expect(await fixedDescription(surface, withFix(fix))).toBe('A container.\nIts background follows `elevation`.');
    expect(await fixedDescription(surface, withFix(null))).toBe(surface.description);
  });

  it('stop the build on a passage the comment no longer says (the library was upgraded), naming the file and component', async () => {
    const fix = { replace: [{ from: 'an old sentence', to: 'x' }] };
    await expect(fixedDescription(surface, withFix(fix))).rejects.toThrow(
      `description-fixes.json: "Surface.replace" has a passage 2.x's doc comment of Surface does not say: "an old sentence".`,
    );
  });

  it('need a reason for each fix and each kept word', () => {
    expect(() =>
      parseDataFile('description-fixes.json', JSON.stringify({ Surface: { keeps: { adaptive: '' } } })),
    ).toThrow('"Surface.keeps.adaptive" is ""; expected one sentence');
    expect(() => parseDataFile('description-fixes.json', JSON.stringify({ Surface: { replace: [] } }))).toThrow(
      '"Surface.why"',
    );
  });
});
