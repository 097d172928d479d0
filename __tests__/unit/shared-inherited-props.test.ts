import { distinctInheritedGroups, inheritedGroupKey } from '../../gatsby/schema/shared-inherited-props';

const view = {
  source: 'View',
  link: { kind: 'external', target: 'https://reactnative.dev/docs/view' },
  props: [{ name: 'testID', target: '#testid' }],
};
const surface = {
  source: 'Surface',
  link: { kind: 'doc', target: 'components/Surface' },
  props: [{ name: 'elevation', target: '#prop-elevation' }],
};

describe('shared inherited-prop groups', () => {
  it('keys a group by its content', () => {
    expect(inheritedGroupKey(view)).toBe(inheritedGroupKey(JSON.parse(JSON.stringify(view))));
    expect(inheritedGroupKey(view)).not.toBe(inheritedGroupKey(surface));
    expect(inheritedGroupKey(view)).not.toBe(
      inheritedGroupKey({ ...view, props: [...view.props, { name: 'style', target: '#style' }] }),
    );
    expect(inheritedGroupKey(view)).toMatch(/^[\w-]{10}$/);
  });

  it('keeps one copy of each group that several components share', () => {
    const shared = distinctInheritedGroups([
      { inheritedProps: [view, surface] },
      { inheritedProps: [view] },
      { inheritedProps: [] },
    ]);
    expect(shared).toEqual([
      { key: inheritedGroupKey(view), group: view },
      { key: inheritedGroupKey(surface), group: surface },
    ]);
  });
});
