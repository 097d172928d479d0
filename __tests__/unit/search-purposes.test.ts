import { searchIndex } from '../../src/search/docsearch-hits';
import type { SearchRecord } from '../../src/shared/search/types';
import { component, heading, text, title } from '../helpers/search-records';

/**
 * Queries in readers' words: what a component is for, the component a question is about, an event
 * named without its `on`, a concept a component exists for. Each failed before these rules (issue 48).
 */

const RECORDS: SearchRecord[] = [
  ...component('/list-item/', 'List.Item', 'A component to show tiles inside a List.', {
    title: 'Title text for the list item.',
    description: 'Description text for the list item, under the title.',
  }),
  ...component('/list-accordion/', 'List.Accordion', 'A component used to display an expandable list item.', {
    expanded: 'Whether the accordion is expanded.',
  }),
  ...component('/button/', 'Button', 'A button is a component the user can press to trigger an action.', {
    onLongPress: 'Function to execute on long press.',
    onPress: 'Function to execute on press.',
  }),
  ...component('/chip/', 'Chip', 'Chips are compact elements that represent an input or an action.', {
    onLongPress: 'Function to execute on long press.',
  }),
  ...component(
    '/tooltip/',
    'Tooltip',
    'Tooltips display informative text when users hover over, focus on, or tap an element.',
    { enterTouchDelay: 'Delay in ms before the tooltip shows on touch.' },
  ),
  ...component('/appbar/', 'Appbar', 'A component to display action items in a bar.', {
    mode: 'Mode of the Appbar.',
  }),
  ...component('/appbar-content/', 'Appbar.Content', 'A component used to display a title and optional subtitle.', {
    onPress: 'Function to execute on press of the title.',
  }),
  ...component('/data-table-title/', 'DataTable.Title', 'A component to display title in table header.', {
    onPress: 'Function to execute on press: sorts the column.',
  }),
  ...component('/searchbar/', 'Searchbar', 'Searchbar is a simple input box where users can type search queries.', {
    clearIcon: 'Custom icon for clear button, default will be icon close.',
    onClearIconPress: 'Callback to execute if we want to add custom behaviour to close icon button.',
  }),
  ...component(
    '/surface/',
    'Surface',
    'Surface is a basic container that can give depth to an element with elevation shadow.',
    {
      elevation: 'Changes shadows and background on iOS and Android.',
    },
  ),
  ...component('/card/', 'Card', 'A card is a sheet of material that serves as an entry point.', {
    elevated: 'Whether the card is elevated, with a shadow.',
  }),
  title('/theming/', 'Theming'),
  text('/theming/', 'Theming', 'Paper components read colours, fonts and elevation from the theme.'),
  heading('/theming/#elevation', 'Theming', 'Elevation levels'),
  text('/theming/#elevation', 'Theming', 'Each elevation level has its own colour.', 'Guides', 'Elevation levels'),
];

const first = (query: string) => searchIndex({ records: RECORDS, hints: {} }, query).hits[0]?.url;

describe('search in readers’ own words', () => {
  it('leads a query that says what a component does to it, before a name that takes fewer of its words', () => {
    expect(first('expandable list item')).toBe('/list-accordion/');
    expect(first('display an expandable list item')).toBe('/list-accordion/');
    // The name alone is still the name's page.
    expect(first('list item')).toBe('/list-item/');
  });

  it('gives a prop name to the components the query names, in any case, and to their members', () => {
    expect(first('show tooltip on long press')).toMatch(/^\/tooltip\//);
    // No component named: every component's prop row still answers.
    expect(first('onLongPress')).toMatch(/#prop-onLongPress$/);
    expect(first('onpress on appbar title')).toBe('/appbar-content/#prop-onPress');
  });

  it('reads an event prop written without its `on`', () => {
    expect(first('searchbar clear icon press callback')).toBe('/searchbar/#prop-onClearIconPress');
  });

  it('leads a one-word concept to the component that exists for it, but not a word a page is titled by', () => {
    expect(first('elevation')).toBe('/surface/');
    expect(first('theming')).toBe('/theming/');
  });
});

describe('search keeps to the component a query names', () => {
  const records: SearchRecord[] = [
    ...component('/dialog/', 'Dialog', 'Dialogs inform users about a task and can contain information.', {
      visible: 'Determines whether the dialog is visible.',
    }),
    ...component('/text-input/', 'TextInput', 'A component to let users enter text in an input field.', {
      label: 'The label of the input field.',
      dense: 'Sets a smaller height for the input field.',
    }),
    ...component('/fab/', 'FAB', 'A floating action button represents the primary action of a screen.', {
      icon: 'Icon to display.',
    }),
    text('/fab/', 'FAB', 'Also called floating action button and speed dial.', 'Components'),
    ...component('/button/', 'Button', 'A button is a component the user can press to trigger an action.', {
      mode: 'Mode of the button.',
    }),
    ...component('/badge/', 'Badge', 'Badges are small status descriptors for UI elements.', {
      size: 'Size of the badge.',
    }),
    ...component('/drawer-item/', 'Drawer.Item', 'A component used to show an action item in a navigation drawer.', {
      right: 'Callback which returns a React element to display on the right side, such as a badge in the drawer.',
    }),
  ];
  const top = (query: string) => searchIndex({ records, hints: {} }, query).hits[0]?.url_without_anchor;

  it("gives the first place to the named component's page over another component's that has more of the other words", () => {
    expect(top('dialog with input field')).toBe('/dialog/');
  });

  it('leaves the first place to a page that says the whole query, or to the family of a word the query says', () => {
    expect(top('floating action button')).toBe('/fab/');
    expect(top('badge in the app drawer')).toBe('/drawer-item/');
  });
});
