import { listSeparator, type TLanguage } from '@opentrace/domain';
import { Fragment, type ReactNode } from 'react';

/**
 * Data people typed (addresses, IDs, codes, e-mails, numbers with units) laid out in its own
 * direction: in an Urdu table "7 km Sargodha Road" would otherwise read "km Sargodha Road 7".
 * `<bdi>` isolates it and takes the direction of its first letter.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** A list such as an address's street, district, province and country, each part isolated, with the language's comma. */
export function UserTextList({ parts, language }: { parts: readonly string[]; language: TLanguage }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={`${index}:${part}`}>
          {index > 0 ? listSeparator(language) : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
