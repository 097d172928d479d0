import React, { useCallback, useRef, useState } from 'react';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import LazyContent from '../components/LazyContent/LazyContent';
import { lastVersionOf, type DocVersion } from '../shared/doc-versions';
import { useSiteConfig } from '../config/useSiteConfig';
import { versionOfPage } from '../shared/version-switch';
import SearchButton from './SearchButton';
import SearchForm from './SearchForm';
import type { SearchModalProps } from './SearchModal';
import { useSearchShortcuts } from './useSearchShortcuts';
import './search-button.css';

type ModalComponent = React.ComponentType<SearchModalProps>;

/** The dialog's code, fetched once; later opens render it at once. */
let loadedModal: ModalComponent | null = null;
const loadModal = () =>
  import(/* webpackChunkName: "search-modal" */ './SearchModal').then((module) => {
    loadedModal = module.default;
    return module;
  });

/**
 * The version a page is in (its index is searched) and the one to offer instead: from a version other
 * than the one at /docs/, that one; from the one at /docs/, the next in the dropdown.
 */
function searchVersions(versions: readonly DocVersion[], currentPath: string) {
  if (versions.length < 2) return {};
  const reading = versionOfPage(versions, currentPath);
  const other = reading.isLast ? versions.find((entry) => !entry.isLast)! : lastVersionOf(versions);
  return { version: reading, otherVersion: { name: other.name, label: other.label } };
}

/** The navbar search: the button renders with the page, the dialog's code loads on first use; without JavaScript, a form. */
export default function SearchBar({ currentPath }: { currentPath: string }) {
  const { config, versions } = useSiteConfig();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback((event: KeyboardEvent) => {
    event.preventDefault();
    setInitialQuery(event.key);
    setOpen(true);
  }, []);
  const preload = useCallback(() => {
    void loadModal().catch(() => undefined);
  }, []);
  useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef });

  const modalProps: SearchModalProps = {
    config,
    initialQuery,
    onClose,
    ...searchVersions(versions, currentPath),
  };
  return (
    <>
      <SearchForm />
      <SearchButton ref={buttonRef} onClick={onOpen} onIntent={preload} />
      {isOpen &&
        (loadedModal ? (
          React.createElement(loadedModal, modalProps)
        ) : (
          <div className="search-loading" role="dialog" aria-label="Search">
            <LazyContent load={loadModal} props={modalProps} label="search" className="search-loading__box" />
          </div>
        ))}
    </>
  );
}
