import React from 'react';
import type { Control, Value } from '../../shared/configurator/controls';
import { THEME_ROLE_PREFIX } from '../../shared/configurator/code';
import { propAnchor } from '../../shared/prop-anchor';
import { unhandled } from '../../shared/unhandled';
import IconField from './IconField';

/** Up to this many short options show as segmented buttons; more, or longer, as a select. */
const SEGMENTS = 4;
const SEGMENT_LABEL = 12;

const NOT_SET = '';
const CUSTOM = 'custom';
/** Where a custom colour starts: MD3's baseline primary. */
const DEFAULT_CUSTOM = '#6750a4';

interface Props {
  control: Control;
  /** The prop has an entry in the page's props list to link to. */
  documented: boolean;
  /** The theme colour roles a colour control offers: the page's version's. */
  colorRoles: readonly string[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}

const describe = (value: Value | undefined) => (value === undefined ? 'not set' : String(value));

/** A control's frame: its prop's name as the label, a link to the prop in the props list, and its default. */
function Field({
  control,
  id,
  documented,
  legend,
  children,
}: {
  control: Control;
  id: string;
  documented: boolean;
  /** A group of inputs (segmented buttons): the name is the fieldset's legend. */
  legend?: boolean;
  children: React.ReactNode;
}) {
  const Box = legend ? 'fieldset' : 'div';
  const Name = legend ? 'legend' : 'label';
  return (
    <Box className={`configurator__field configurator__field--${control.kind}`}>
      <div className="configurator__label">
        <Name {...(legend ? {} : { htmlFor: id })}>
          <code>{control.name}</code>
        </Name>
        {documented && (
          <a className="configurator__doc-link" href={`#${propAnchor(control.name)}`}>
            Docs<span className="visually-hidden"> for {control.name}</span>
          </a>
        )}
      </div>
      {children}
      <span id={`${id}-default`} className="configurator__default">
        Default: {describe(control.initial)}
      </span>
    </Box>
  );
}

/** One prop's control. */
export default function ControlField({ control, documented, colorRoles, value, onChange }: Props) {
  const id = `configurator-${control.name}`;
  const hintId = `${id}-default`;
  const field = { control, id, documented };

  if (control.kind === 'switch')
    return (
      <Field {...field}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="configurator__switch"
          checked={value === true}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Field>
    );

  if (control.kind === 'choice') {
    const segmented =
      control.options.length <= SEGMENTS && control.options.every((option) => String(option).length <= SEGMENT_LABEL);
    if (segmented)
      return (
        <Field {...field} legend>
          <div className="configurator__segments">
            {control.options.map((option) => (
              <label key={option} className="configurator__segment">
                <input
                  type="radio"
                  name={id}
                  value={option}
                  checked={value === option}
                  aria-describedby={hintId}
                  onChange={() => onChange(option)}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </Field>
      );
    return (
      <Field {...field}>
        <select
          id={id}
          className="configurator__input"
          value={value === undefined ? NOT_SET : String(value)}
          aria-describedby={hintId}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange(control.options.find((option) => String(option) === chosen));
          }}
        >
          {control.initial === undefined && <option value={NOT_SET}>Not set</option>}
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
    );
  }

  if (control.kind === 'color') {
    const text = typeof value === 'string' ? value : undefined;
    const role = text?.startsWith(THEME_ROLE_PREFIX) ? text : undefined;
    const custom = text !== undefined && !role;
    return (
      <Field {...field}>
        <div className="configurator__color">
          <select
            id={id}
            className="configurator__input"
            value={role ?? (custom ? CUSTOM : NOT_SET)}
            aria-describedby={hintId}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              onChange(chosen === NOT_SET ? undefined : chosen === CUSTOM ? DEFAULT_CUSTOM : chosen);
            }}
          >
            <option value={NOT_SET}>Default</option>
            <option value={CUSTOM}>Custom colour</option>
            <optgroup label="Theme colours">
              {colorRoles.map((name) => (
                <option key={name} value={`${THEME_ROLE_PREFIX}${name}`}>
                  {name}
                </option>
              ))}
            </optgroup>
          </select>
          {custom && (
            <input
              type="color"
              className="configurator__swatch"
              value={/^#[0-9a-f]{6}$/i.test(text) ? text : DEFAULT_CUSTOM}
              aria-label={`${control.name}: custom colour`}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          )}
        </div>
      </Field>
    );
  }

  if (control.kind === 'icon')
    return (
      <Field {...field}>
        <IconField
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text === '' ? undefined : text)}
          describedBy={hintId}
        />
      </Field>
    );

  if (control.kind === 'number')
    return (
      <Field {...field}>
        <input
          id={id}
          className="configurator__input"
          type="number"
          step="any"
          value={typeof value === 'number' ? value : ''}
          aria-describedby={hintId}
          onChange={(event) => {
            const number = event.currentTarget.valueAsNumber;
            onChange(Number.isFinite(number) ? number : undefined);
          }}
        />
      </Field>
    );

  if (control.kind === 'text')
    return (
      <Field {...field}>
        <input
          id={id}
          className="configurator__input"
          type="text"
          value={typeof value === 'string' ? value : ''}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Field>
    );

  return unhandled(control);
}
