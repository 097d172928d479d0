import React, { useId } from 'react';
import CodeBlock from '../CodeBlock/CodeBlock';
import { PACKAGE_MANAGERS, usePackageManager, type PackageManager } from './usePackageManager';
import './package-install.css';

export function installCommand(manager: PackageManager, packages: string, dev = false): string {
  if (manager === 'yarn') return `yarn add${dev ? ' --dev' : ''} ${packages}`;
  return `npm install${dev ? ' --save-dev' : ''} ${packages}`;
}

/** Install commands in npm and yarn tabs; the choice carries over to every tab set. */
export default function PackageInstall({ packages, dev = false }: { packages: string; dev?: boolean }) {
  const [manager, setManager] = usePackageManager();
  const id = useId();
  return (
    <div className="package-install">
      <div role="tablist" aria-label="Package manager" className="package-install__tabs">
        {PACKAGE_MANAGERS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={manager === name}
            aria-controls={`${id}-panel`}
            tabIndex={manager === name ? 0 : -1}
            className="package-install__tab"
            onClick={() => setManager(name)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = PACKAGE_MANAGERS[(PACKAGE_MANAGERS.indexOf(name) + 1) % PACKAGE_MANAGERS.length];
                setManager(next);
                document.getElementById(`${id}-${next}`)?.focus();
              }
            }}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${manager}`}>
        <CodeBlock data-language="bash">
          <code>{installCommand(manager, packages, dev)}</code>
        </CodeBlock>
      </div>
    </div>
  );
}
